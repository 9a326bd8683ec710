import Foundation

extension Endpoint {
    /// The values of secret query items and headers, so they can be masked wherever text leaves the client.
    var secretValues: [String] {
        let queryValues = queryItems.filter { secretNames.contains($0.name) }.compactMap(\.value)
        let headerValues = headers.filter { secretNames.contains($0.key) }.map(\.value)
        return queryValues + headerValues
    }
}
