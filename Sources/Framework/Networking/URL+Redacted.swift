import FoundationEssentials

extension URL {
    /// The URL as text with its user-info (`user:password@`) replaced by `***@`: what logs, cache
    /// files, configuration dumps and messages write for a base URL, whose password is a secret sent
    /// only to its own origin.
    public var redactedDescription: String {
        guard var components = URLComponents(url: self, resolvingAgainstBaseURL: false),
            components.percentEncodedUser != nil || components.percentEncodedPassword != nil
        else { return absoluteString }
        components.percentEncodedPassword = nil
        components.percentEncodedUser = SecretRedactor.mask
        return components.string ?? "\(scheme ?? "http")://\(SecretRedactor.mask)@\(host ?? "?")"
    }
}
