import Foundation
import Networking

/// Where the countries come from: the bundled sample (a resource in REST Countries' JSON shape) or
/// a live source by URL, fetched by the library's HTTP client with its overall deadline (decision
/// 1990). Every failure is one line for a person, never a crash.
enum CountrySource {
    struct Failure: Error {
        var message: String
    }

    /// The bundled sample, or what `url` answers within `timeout` seconds (saying so on standard error
    /// first: the screen starts once the countries are in).
    static func load(url text: String?, timeout: Double) async throws(Failure) -> [Country] {
        guard let text else { return try decode(Data(PackageResources.countries_json), from: "the bundled sample") }
        var parts = URLComponents(string: text)
        let query = parts?.queryItems ?? []
        parts?.query = nil
        guard let base = parts?.url, ["http", "https"].contains(base.scheme?.lowercased()), base.host?.isEmpty == false
        else { throw Failure(message: "not an http or https URL: \(text)") }
        try? FileHandle.standardError.write(contentsOf: Data("countries: loading \(text)…\n".utf8))
        let response: HTTPResponse
        do {
            let endpoint = Endpoint(baseURL: base, path: "", queryItems: query)
            response = try await CurlHTTPClient(timeout: timeout).send(endpoint)
        } catch {
            throw Failure(message: "\(text): \(error.userMessage)")
        }
        guard (200..<300).contains(response.status) else {
            throw Failure(message: "\(text) answered HTTP \(response.status)")
        }
        return try decode(response.body, from: text)
    }

    private static func decode(_ data: Data, from source: String) throws(Failure) -> [Country] {
        do {
            return try JSONDecoder().decode([Country].self, from: data)
        } catch {
            throw Failure(
                message: "\(source): not a list of countries in REST Countries' JSON (\(error.localizedDescription))")
        }
    }
}
