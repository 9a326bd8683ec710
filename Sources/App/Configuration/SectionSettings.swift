import Domain
import FoundationEssentials
import Networking

/// A contributed section's resolved settings (from its `SectionOptions`): the provider chosen, the
/// live provider's base URL and its secret. Holds a secret: `description` masks it, and nothing
/// else prints it.
public struct SectionSettings: Sendable, Equatable, CustomStringConvertible {
    /// The provider: one of the options' `providers`.
    public var provider: String
    /// The live provider's base URL.
    public var baseURL: URL
    /// The live provider's key, `nil` when none is configured. Secret.
    public var secret: String?
    /// Where `secret` was set: its environment variable or a line of the config file.
    public var secretOrigin: SecretOrigin?

    /// Settings with every field given.
    public init(provider: String, baseURL: URL, secret: String? = nil) {
        (self.provider, self.baseURL, self.secret) = (provider, baseURL, secret)
    }

    /// The defaults of `options`: its first provider, its own origin, no secret.
    public init(defaultsOf options: SectionOptions) {
        self.init(provider: options.providers.first ?? "sample", baseURL: options.defaultURL)
    }

    /// "provider tmdb, url https://api.themoviedb.org, key ***": the secret masked.
    public var description: String {
        "provider \(provider), url \(baseURL.redactedDescription), key \(secret?.isEmpty == false ? "***" : "(none)")"
    }
}
