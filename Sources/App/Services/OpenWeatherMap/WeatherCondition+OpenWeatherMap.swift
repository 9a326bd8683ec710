import Domain

extension WeatherCondition {
    /// The condition for an OpenWeatherMap `weather[]` entry, by its id group (2xx thunderstorm, 3xx
    /// drizzle, 5xx rain, 6xx snow, 7xx atmosphere, 800 clear, 80x clouds), else by `main`; anything
    /// unknown is `.other(main)` with the provider's description.
    static func openWeatherMap(_ entry: OWMConditionDTO?) -> WeatherCondition {
        let main = entry?.main ?? "Unknown"
        let description = capitalized(entry?.description ?? main)
        return WeatherCondition(kind: kind(id: entry?.id, main: main), description: description)
    }

    private static func kind(id: Int?, main: String) -> Kind {
        switch id {
        case .some(200...299): return .thunderstorm
        case .some(300...399): return .drizzle
        case .some(511): return .freezingRain
        case .some(500...599): return .rain
        case .some(600...699): return .snow
        case .some(701), .some(721), .some(741): return .fog
        case .some(800): return .clear
        case .some(801...802): return .partlyCloudy
        case .some(803...804): return .cloudy
        default: return kind(main: main)
        }
    }

    private static func kind(main: String) -> Kind {
        switch main.lowercased() {
        case "thunderstorm": .thunderstorm
        case "drizzle": .drizzle
        case "rain": .rain
        case "snow": .snow
        case "mist", "fog", "haze": .fog
        case "clear": .clear
        case "clouds": .cloudy
        default: .other(main)
        }
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
