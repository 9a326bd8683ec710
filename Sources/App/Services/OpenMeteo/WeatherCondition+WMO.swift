import Domain

extension WeatherCondition {
    /// The condition for a WMO weather interpretation code as Open-Meteo sends it; an unlisted code
    /// becomes `.other("WMO n")` described as "Unknown (code n)".
    static func wmo(_ code: Int) -> WeatherCondition {
        guard let (kind, description) = wmoTable[code] else {
            return WeatherCondition(kind: .other("WMO \(code)"), description: "Unknown (code \(code))")
        }
        return WeatherCondition(kind: kind, description: description)
    }

    private static let wmoTable: [Int: (Kind, String)] = [
        0: (.clear, "Clear sky"),
        1: (.clear, "Mainly clear"),
        2: (.partlyCloudy, "Partly cloudy"),
        3: (.cloudy, "Overcast"),
        45: (.fog, "Fog"),
        48: (.fog, "Depositing rime fog"),
        51: (.drizzle, "Light drizzle"),
        53: (.drizzle, "Moderate drizzle"),
        55: (.drizzle, "Dense drizzle"),
        56: (.freezingRain, "Light freezing drizzle"),
        57: (.freezingRain, "Dense freezing drizzle"),
        61: (.rain, "Slight rain"),
        63: (.rain, "Moderate rain"),
        65: (.rain, "Heavy rain"),
        66: (.freezingRain, "Light freezing rain"),
        67: (.freezingRain, "Heavy freezing rain"),
        71: (.snow, "Slight snowfall"),
        73: (.snow, "Moderate snowfall"),
        75: (.snow, "Heavy snowfall"),
        77: (.snow, "Snow grains"),
        80: (.rain, "Slight rain showers"),
        81: (.rain, "Moderate rain showers"),
        82: (.rain, "Violent rain showers"),
        85: (.snow, "Slight snow showers"),
        86: (.snow, "Heavy snow showers"),
        95: (.thunderstorm, "Thunderstorm"),
        96: (.thunderstorm, "Thunderstorm with slight hail"),
        99: (.thunderstorm, "Thunderstorm with heavy hail"),
    ]
}
