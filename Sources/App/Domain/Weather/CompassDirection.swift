/// One of the 16 compass points, from a wind direction in degrees (where the wind comes from).
public enum CompassDirection: Int, CaseIterable, Equatable, Sendable {
    case north, northNorthEast, northEast, eastNorthEast
    case east, eastSouthEast, southEast, southSouthEast
    case south, southSouthWest, southWest, westSouthWest
    case west, westNorthWest, northWest, northNorthWest

    /// The nearest point to `degrees`; any finite angle works (negative or above 360 wrap around).
    /// Not finite → nil.
    public init?(degrees: Double) {
        guard degrees.isFinite else { return nil }
        let normalized = degrees.truncatingRemainder(dividingBy: 360) + (degrees < 0 ? 360 : 0)
        let index = Int((normalized / 22.5).rounded()) % 16
        self.init(rawValue: index)
    }

    /// "N", "NNE", "NE", … "NNW".
    public var abbreviation: String {
        Self.abbreviations[rawValue]
    }

    /// An arrow pointing where the wind blows to (opposite of where it comes from); narrow outside CJK locales.
    public var arrow: String {
        Self.arrows[(rawValue + 1) / 2 % 8]
    }

    private static let abbreviations = [
        "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
    ]
    private static let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
}
