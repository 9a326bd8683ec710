import FoundationEssentials
import Networking

/// Decodes response bodies with `JSONDecoder`, reporting failures as a JSON path instead of throwing
/// Foundation's `DecodingError` (each service turns the path into its own domain error).
enum JSONBody {
    /// Where and why a body failed to decode.
    struct Failure: Error, Equatable {
        var path: String
        var reason: String
    }

    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(Failure) -> T {
        guard !JSONNesting.exceedsMaximumDepth(data) else {
            throw Failure(path: "(root)", reason: "nested more than \(JSONNesting.maximumDepth) levels deep")
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw Failure(path: error.jsonPath, reason: error.reason)
        } catch {
            throw Failure(path: "(root)", reason: "\(error)")
        }
    }

    /// The body decoded as `T`, or nil when it is not (used for providers' optional error bodies).
    static func decodeIfPossible<T: Decodable>(_ type: T.Type, from data: Data) -> T? {
        JSONNesting.exceedsMaximumDepth(data) ? nil : try? JSONDecoder().decode(type, from: data)
    }
}
