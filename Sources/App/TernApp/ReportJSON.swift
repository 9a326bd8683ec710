import Domain
import FoundationEssentials
import TerminalCore

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

    /// `object` pretty-printed with sorted keys and a final newline. Every character that could drive
    /// a terminal the document is shown in (`TextSanitizer.isControl`: C0 and C1 controls, DEL,
    /// bidirectional overrides) is a `\uXXXX` escape, so the data stays exact and `cat` stays safe;
    /// the encoder escapes only C0 itself. Keys sort by code point (JSONSerialization, which
    /// FoundationEssentials lacks, sorted by locale; the same order for the documents' snake_case keys).
    static func text(_ object: [String: Any]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(ReportJSONValue(object)) else {
            preconditionFailure("ReportJSON builds only JSON-compatible values")
        }
        return escapingControls(String(decoding: data, as: UTF8.self)) + "\n"
    }

    /// `json` with every `TextSanitizer.isControl` scalar written as `\uXXXX`. Outside strings JSON
    /// text is ASCII punctuation, digits and spaces, so every such scalar is inside a string.
    static func escapingControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: TextSanitizer.isControl) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard TextSanitizer.isControl(scalar), scalar != "\n" else {
                escaped.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
        }
        return String(escaped)
    }

    /// `value`, or JSON `null`.
    static func orNull(_ value: Any?) -> Any {
        value ?? ReportJSONValue.null
    }

    /// "2026-11-24T20:05:00Z", or JSON `null`.
    static func instant(_ date: Date?) -> Any {
        orNull(date?.formatted(.iso8601))
    }
}
