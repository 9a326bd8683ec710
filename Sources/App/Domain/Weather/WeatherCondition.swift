/// What the sky is doing: a kind (an open set), the provider's description, and a symbol to draw.
///
/// Providers map their own codes (OpenWeatherMap ids, WMO codes) onto `Kind`; anything unknown
/// becomes `.other(name)` and keeps its description, so a new condition never breaks decoding.
public struct WeatherCondition: Hashable, Sendable {
    /// The family of weather, ordered by `severity` for picking a day's dominant condition.
    public enum Kind: Hashable, Sendable {
        case clear
        case partlyCloudy
        case cloudy
        case fog
        case drizzle
        case rain
        case freezingRain
        case snow
        case thunderstorm
        /// A condition tern has no kind for, with the provider's name for it ("Tornado", "Ash").
        case other(String)
    }

    public var kind: Kind
    /// For people, capitalised: "Light rain", "Overcast".
    public var description: String

    public init(kind: Kind, description: String) {
        self.kind = kind
        self.description = description
    }

    /// One terminal cell wide: all symbols are East Asian Width "N" code points without emoji
    /// presentation (☀ ☼ ☁ ≋ ⁖ ☂ ❅ ❄ ↯ ?), unlike ⛅ ☔ ⚡ which many terminals draw two cells wide.
    public var symbol: String {
        kind.symbol
    }
}

extension WeatherCondition.Kind {
    /// See `WeatherCondition.symbol`.
    public var symbol: String {
        switch self {
        case .clear: "☀"
        case .partlyCloudy: "☼"
        case .cloudy: "☁"
        case .fog: "≋"
        case .drizzle: "⁖"
        case .rain: "☂"
        case .freezingRain: "❅"
        case .snow: "❄"
        case .thunderstorm: "↯"
        case .other: "?"
        }
    }

    /// How much the condition matters to someone planning a day; breaks ties between equally
    /// frequent conditions. Unknown conditions rank just above cloud (they are usually notable).
    public var severity: Int {
        switch self {
        case .clear: 0
        case .partlyCloudy: 1
        case .cloudy: 2
        case .other: 3
        case .fog: 4
        case .drizzle: 5
        case .rain: 6
        case .snow: 7
        case .freezingRain: 8
        case .thunderstorm: 9
        }
    }
}
