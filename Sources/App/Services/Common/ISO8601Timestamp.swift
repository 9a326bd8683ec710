import Domain
import FoundationEssentials
import TerminalCore

/// Parses ISO 8601 timestamps as providers send them, with or without fractional seconds:
/// "2021-06-21T21:02:07.374Z", "2021-06-21T21:02:07Z", "2021-06-21T21:02:07+02:00".
/// A time outside years 1…9999 (`PlausibleTime`) is treated as unreadable.
enum ISO8601Timestamp {
    /// The two styles, made once: making one looks up a calendar and a time zone, which cost more
    /// than parsing a timestamp with it.
    private static let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let withoutFraction = Date.ISO8601FormatStyle()

    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingSpacesAndTabs()
        let date =
            (try? Date(trimmed, strategy: withFraction)) ?? (try? Date(trimmed, strategy: withoutFraction))
        return date.flatMap { PlausibleTime.contains($0) ? $0 : nil }
    }
}
