import FoundationEssentials

/// Everything one forecast request produced: the resolved location, days, the (3-)hourly series,
/// current conditions when the provider gives them, the units, and where and when it came from.
public struct Forecast: Hashable, Sendable {
    /// The place the provider resolved the query to (its name may differ from what was typed).
    public var location: Location
    /// Current conditions, when available.
    public var current: CurrentConditions?
    /// One entry per local calendar day, in order.
    public var days: [DailyForecast]
    /// Hourly or 3-hourly points, in order.
    public var hourly: [HourlyPoint]
    /// Units of every temperature and speed inside.
    public var units: Units
    /// When the provider produced this data (for a cached answer, when it was first received).
    public var fetchedAt: Date
    /// "OpenWeatherMap", "Open-Meteo", "sample data".
    public var sourceName: String

    public init(
        location: Location,
        current: CurrentConditions?,
        days: [DailyForecast],
        hourly: [HourlyPoint],
        units: Units,
        fetchedAt: Date,
        sourceName: String
    ) {
        self.location = location
        self.current = current
        self.days = days
        self.hourly = hourly
        self.units = units
        self.fetchedAt = fetchedAt
        self.sourceName = sourceName
    }

    /// The hourly points that fall on `day` in the location's time zone.
    public func hourly(on day: LocalDate) -> [HourlyPoint] {
        hourly.filter { $0.localTime.date == day }
    }
}
