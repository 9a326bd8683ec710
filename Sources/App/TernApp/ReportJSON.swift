import Domain
import FoundationEssentials

/// The JSON that `--json` and `--jsonl` print, in the stable schema documented in docs/OUTPUT.md:
/// snake_case keys, every documented key always present (`null` when the provider does not say),
/// instants in ISO 8601 UTC, keys sorted, laid out as jq lays out its output (`ReportJSONValue`),
/// and `schema_version` bumped only when a key changes meaning or goes away.
enum ReportJSON {
    /// The `schema_version` of every document.
    static let schemaVersion = 1

    /// The top-level keys every document starts with.
    static func envelope(source: String, isCached: Bool) -> [String: ReportJSONValue] {
        ["schema_version": .integer(schemaVersion), "source": .text(source), "cached": .bool(isCached)]
    }

    /// The envelope's keys, which `--fields` keeps in a `--json` document.
    static var envelopeKeys: [String] { Array(envelope(source: "", isCached: false).keys) }

    /// `value`, or JSON `null`.
    static func orNull(_ value: Any?) -> Any {
        value ?? ReportJSONValue.null
    }

    /// "2026-11-24T20:05:00Z", or JSON `null`.
    static func instant(_ date: Date?) -> Any {
        orNull(date?.formatted(.iso8601))
    }
}
