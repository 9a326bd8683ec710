import FoundationEssentials
import TerminalCore

/// What a person typed to name a place: coordinates (`52.52,13.41`), or a name with an optional
/// region or country after a comma (`Springfield, Illinois`, `Paris, FR`), folded as the filter
/// folds (decision 2040).
public enum PlaceQuery: Equatable, Sendable {
    /// Latitude and longitude in degrees, as typed.
    case coordinates(latitude: Double, longitude: Double, text: String)
    /// A folded name and, after the first comma, a folded region or country (empty when none).
    case name(String, within: String)

    /// The query `text` names; nil when it is blank.
    public init?(_ text: String) {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { return nil }
        if let coordinates = Self.coordinates(trimmed) {
            self = coordinates
            return
        }
        let parts = trimmed.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
        let name = TextFolding.fold(String(parts[0])).trimmingWhitespace()
        guard !name.isEmpty else { return nil }
        let within = parts.count > 1 ? TextFolding.fold(String(parts[1])).trimmingWhitespace() : ""
        self = .name(name, within: within)
    }

    /// `lat,lon` (or `lat lon`): two decimal numbers, the first within ±90, the second within ±180.
    private static func coordinates(_ text: String) -> PlaceQuery? {
        let numbers = text.split(whereSeparator: { $0 == "," || $0 == " " })
        guard numbers.count == 2,
            numbers.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") } }
            ),
            let latitude = Double(numbers[0]), let longitude = Double(numbers[1]),
            abs(latitude) <= 90, abs(longitude) <= 180
        else { return nil }
        return .coordinates(latitude: latitude, longitude: longitude, text: text)
    }
}
