import FoundationEssentials

/// One point of the hourly (Open-Meteo) or 3-hourly (OpenWeatherMap) series for the detail chart.
public struct HourlyPoint: Hashable, Sendable {
    /// The instant of the point.
    public var time: Date
    /// The same instant on the location's wall clock.
    public var localTime: LocalDateTime
    /// In the `Forecast`'s units.
    public var temperature: Double
    public var condition: WeatherCondition
    /// Chance of precipitation, 0…1; nil when the provider does not say.
    public var precipitationProbability: Double?

    public init(
        time: Date,
        localTime: LocalDateTime,
        temperature: Double,
        condition: WeatherCondition,
        precipitationProbability: Double? = nil
    ) {
        self.time = time
        self.localTime = localTime
        self.temperature = temperature
        self.condition = condition
        self.precipitationProbability = precipitationProbability
    }
}
