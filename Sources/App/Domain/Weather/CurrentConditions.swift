import FoundationEssentials

/// The weather right now at a location, as observed or modelled by the provider.
///
/// Temperatures and speeds are in the units asked for; pressure in hPa, humidity and cloud cover in
/// percent, visibility in metres, precipitation in millimetres. Whatever a provider lacks is nil.
public struct CurrentConditions: Hashable, Sendable {
    /// When the provider's observation or model step was valid.
    public var observedAt: Date
    public var temperature: Double
    public var feelsLike: Double?
    public var minTemperature: Double?
    public var maxTemperature: Double?
    public var humidity: Double?
    public var pressure: Double?
    public var windSpeed: Double?
    /// Where the wind comes from, in degrees (0 = north).
    public var windDirection: Double?
    public var windGust: Double?
    public var visibility: Double?
    public var cloudCover: Double?
    /// Precipitation in the last hour (or model step).
    public var precipitation: Double?
    public var sunrise: Date?
    public var sunset: Date?
    /// The condition; its `description` is the text to show ("Broken clouds").
    public var condition: WeatherCondition

    public init(
        observedAt: Date,
        temperature: Double,
        feelsLike: Double? = nil,
        minTemperature: Double? = nil,
        maxTemperature: Double? = nil,
        humidity: Double? = nil,
        pressure: Double? = nil,
        windSpeed: Double? = nil,
        windDirection: Double? = nil,
        windGust: Double? = nil,
        visibility: Double? = nil,
        cloudCover: Double? = nil,
        precipitation: Double? = nil,
        sunrise: Date? = nil,
        sunset: Date? = nil,
        condition: WeatherCondition
    ) {
        self.observedAt = observedAt
        self.temperature = temperature
        self.feelsLike = feelsLike
        self.minTemperature = minTemperature
        self.maxTemperature = maxTemperature
        self.humidity = humidity
        self.pressure = pressure
        self.windSpeed = windSpeed
        self.windDirection = windDirection
        self.windGust = windGust
        self.visibility = visibility
        self.cloudCover = cloudCover
        self.precipitation = precipitation
        self.sunrise = sunrise
        self.sunset = sunset
        self.condition = condition
    }

    /// The compass point of `windDirection`.
    public var windCompass: CompassDirection? {
        windDirection.flatMap(CompassDirection.init(degrees:))
    }
}
