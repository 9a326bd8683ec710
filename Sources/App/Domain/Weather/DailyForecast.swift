import FoundationEssentials

/// The forecast for one calendar day in the location's own time zone.
///
/// Temperatures and speeds are in the `Forecast`'s units; precipitation in millimetres.
public struct DailyForecast: Hashable, Sendable {
    /// The day, in the location's time zone.
    public var date: LocalDate
    public var minTemperature: Double
    public var maxTemperature: Double
    /// The condition that dominates the day (see the provider for how it is chosen).
    public var condition: WeatherCondition
    /// Highest chance of precipitation during the day, 0…1; nil when the provider does not say.
    public var precipitationProbability: Double?
    /// Total precipitation over the day in millimetres; nil when the provider does not say.
    public var precipitationAmount: Double?
    /// Strongest wind of the day.
    public var windSpeed: Double?
    /// Where that wind comes from, in degrees (0 = north).
    public var windDirection: Double?
    public var sunrise: Date?
    public var sunset: Date?

    public init(
        date: LocalDate,
        minTemperature: Double,
        maxTemperature: Double,
        condition: WeatherCondition,
        precipitationProbability: Double? = nil,
        precipitationAmount: Double? = nil,
        windSpeed: Double? = nil,
        windDirection: Double? = nil,
        sunrise: Date? = nil,
        sunset: Date? = nil
    ) {
        self.date = date
        self.minTemperature = minTemperature
        self.maxTemperature = maxTemperature
        self.condition = condition
        self.precipitationProbability = precipitationProbability
        self.precipitationAmount = precipitationAmount
        self.windSpeed = windSpeed
        self.windDirection = windDirection
        self.sunrise = sunrise
        self.sunset = sunset
    }

    /// The compass point of `windDirection`.
    public var windCompass: CompassDirection? {
        windDirection.flatMap(CompassDirection.init(degrees:))
    }
}
