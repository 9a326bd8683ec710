import FoundationEssentials
import Logging

extension HTTPResponse {
    /// `decoded(_:for:decoder:)` for a response whose status the caller has already checked, logging
    /// why the body did not decode: the JSON path and reason, which the person's message leaves out.
    public func decoded<T: Decodable>(_ type: T.Type, for endpoint: Endpoint, logger: Logger) throws(NetworkError) -> T
    {
        do {
            return try decoded(type, for: endpoint)
        } catch {
            let detail =
                switch error {
                case .undecodable(let path, let reason): "the body does not decode at \(path): \(reason)"
                default: error.userMessage
                }
            logger.warning(
                "GET \(endpoint.redactedDescription): \(detail)",
                metadata: ["cached": "\(cachedAt != nil)", "bytes": "\(body.count)"])
            throw error
        }
    }
}
