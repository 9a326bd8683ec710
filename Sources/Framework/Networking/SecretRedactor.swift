import FoundationEssentials

/// Replaces every secret value in text that leaves a request — an error body, a message, a log
/// line — with `***`, so a server that echoes a key back (a 401 that repeats the request's
/// `App-Id`) cannot make tern show, log or cache it.
///
/// Holds each secret as given and as it travels in a URL (percent-encoded), longest first, so a
/// secret that contains another is masked whole. Empty secrets are ignored. A value type, safe to
/// share between threads.
public struct SecretRedactor: Sendable, Equatable {
    /// What a secret is replaced with.
    public static let mask = "***"

    /// The values masked, each also in its percent-encoded form, longest first.
    public let secrets: [String]

    /// A redactor for `secrets` (empty values are left out).
    public init(secrets: some Sequence<String>) {
        var forms = Set<String>()
        for secret in secrets where !secret.isEmpty {
            forms.insert(secret)
            forms.insert(secret.percentEncodingAllButUnreserved)
        }
        self.secrets = forms.sorted { ($0.count, $0) > ($1.count, $1) }
    }

    /// `text` with every secret replaced by `***`.
    public func redact(_ text: String) -> String {
        secrets.reduce(text) { $0.replacing($1, with: Self.mask) }
    }

    /// `body` with every secret replaced by `***`; the same bytes when it holds none.
    public func redact(_ body: Data) -> Data {
        guard secrets.contains(where: { body.firstRange(of: Data($0.utf8)) != nil }) else { return body }
        return Data(redact(String(decoding: body, as: UTF8.self)).utf8)
    }
}
