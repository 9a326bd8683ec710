import FoundationEssentials

extension Endpoint {
    /// The values of secret query items and headers, and the base URL's password, so they can be
    /// masked wherever text leaves the client.
    var secretValues: [String] {
        let queryValues = queryItems.filter { secretNames.contains($0.name) }.compactMap(\.value)
        let headerValues = headers.filter { secretNames.contains($0.key) }.map(\.value)
        let password = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)?.password
        return queryValues + headerValues + [password].compactMap { $0 }
    }

    /// Masks this endpoint's secrets (`secretValues`) in a server's answer or a message about it.
    public var redactor: SecretRedactor {
        SecretRedactor(secrets: secretValues)
    }
}
