/// Where the Weather section gets forecasts: bundled sample data, OpenWeatherMap or Open-Meteo.
public enum WeatherProvider: String, CaseIterable, Sendable, Equatable {
    case sample
    case openweathermap
    case openMeteo = "open-meteo"
}
