import Domain

/// How the Weather section starts, from the command line: `tern weather "Paris" --detail --more`.
public struct WeatherStartup: Equatable, Sendable {
    /// A city to search at once; nil starts on `recentCity`, else idle ("type a city").
    public var city: String?
    /// The recent city to open again when no `city` is given (the last one shown): its place when
    /// it is known.
    public var recentCity: RecentCity?
    /// Open today's detail as soon as the forecast is there (`--detail`).
    public var opensDetail: Bool
    /// Open the more-info sheet as soon as the forecast is there (`--more`).
    public var opensMoreInfo: Bool
    /// The units to start in.
    public var units: Units

    /// A start on `city` (none: `recentCity`, else idle), opening the panels asked for, in `units`.
    public init(
        city: String? = nil, recentCity: RecentCity? = nil, opensDetail: Bool = false, opensMoreInfo: Bool = false,
        units: Units = .metric
    ) {
        self.city = city
        self.recentCity = recentCity
        self.opensDetail = opensDetail
        self.opensMoreInfo = opensMoreInfo
        self.units = units
    }
}
