import Domain
import DomainText

/// `tern weather CITY --format TEMPLATE`: one line from the codes wttr.in documents for its
/// `format=` (`%l: %c %t` is `London: ⛅ +9°C`), in the forecast's units. The current conditions'
/// values; "–" for one the provider does not give.
enum ForecastLine {
    /// The codes, as wttr.in names them.
    static let codes: [(letter: Character, meaning: String)] = [
        ("c", "the condition's symbol (⛅)"), ("C", "the condition (Partly cloudy)"), ("t", "the temperature (+9°C)"),
        ("f", "the temperature it feels like"), ("h", "the humidity (71%)"), ("w", "the wind (↙5m/s)"),
        ("p", "the precipitation (0.0mm)"), ("P", "the pressure (1023hPa)"), ("l", "the location's name"),
    ]

    /// The text of `%letter` for `forecast`.
    static func text(_ letter: Character, of forecast: Forecast) -> String {
        let units = forecast.units
        let current = forecast.current
        switch letter {
        case "c": return current.map { symbol($0.condition.kind) } ?? "–"
        case "C": return current?.condition.description ?? "–"
        case "t": return current.map { temperature($0.temperature, units) } ?? "–"
        case "f": return current?.feelsLike.map { temperature($0, units) } ?? "–"
        case "h": return current?.humidity.map { "\(Int($0.rounded()))%" } ?? "–"
        case "w":
            guard let speed = current?.windSpeed else { return "–" }
            return (current?.windCompass?.arrow ?? "") + "\(Int(speed.rounded()))\(units.speedSymbol)"
        case "p":
            guard let amount = current?.precipitation else { return "–" }
            let digits = units == .metric ? 1 : 2
            return PrintfNumber.string("%.\(digits)f", units.precipitation(fromMillimetres: amount))
                + units.precipitationSymbol
        case "P":
            guard let pressure = current?.pressure else { return "–" }
            let value = units.pressure(fromHectopascals: pressure)
            return (units == .metric ? String(Int(value.rounded())) : PrintfNumber.string("%.2f", value))
                + units.pressureSymbol
        default: return forecast.location.name
        }
    }

    /// "+9°C", "-3°F", "+0°C": signed, as wttr.in writes a temperature.
    private static func temperature(_ value: Double, _ units: Units) -> String {
        let degrees = Int(value.rounded())
        return (degrees < 0 ? "-" : "+") + "\(abs(degrees))\(units.temperatureSymbol)"
    }

    /// The symbol wttr.in shows for the condition, without a variation selector (decision 2030's
    /// sanitizer drops it): ⛅ for partly cloudy.
    private static func symbol(_ kind: WeatherCondition.Kind) -> String {
        switch kind {
        case .clear: "☀"
        case .partlyCloudy: "⛅"
        case .cloudy: "☁"
        case .fog: "🌫"
        case .drizzle: "🌦"
        case .rain, .freezingRain: "🌧"
        case .snow: "🌨"
        case .thunderstorm: "⛈"
        case .other: "✨"
        }
    }
}
