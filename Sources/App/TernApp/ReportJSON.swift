import Domain
import Foundation

/// The JSON that `--json` prints, in the stable schema documented in docs/OUTPUT.md: snake_case
/// keys, every documented key always present (`null` when the provider does not say), instants
/// in ISO 8601 UTC, sorted keys, and `schema_version` bumped only when a key changes meaning or
/// goes away.
enum ReportJSON {
    /// The `schema_version` of every document.
    static let schemaVersion = 1

    /// The top-level keys every document starts with.
    static func envelope(source: String, isCached: Bool) -> [String: Any] {
        ["schema_version": schemaVersion, "source": source, "cached": isCached]
    }

    /// `object` pretty-printed with sorted keys and a final newline.
    static func text(_ object: [String: Any]) -> String {
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: options) else {
            preconditionFailure("ReportJSON builds only JSON-compatible values")
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `value`, or JSON `null`.
    static func orNull(_ value: Any?) -> Any {
        value ?? NSNull()
    }

    /// "2026-11-24T20:05:00Z", or JSON `null`.
    static func instant(_ date: Date?) -> Any {
        orNull(date?.formatted(.iso8601))
    }
}
