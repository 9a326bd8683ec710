import Domain

/// A forecast the Weather screen can show: the provider's answer as it arrived, how fresh it is,
/// and how many other places the search matched.
///
/// The forecast keeps the units it was fetched in; screens convert it to the chosen units with
/// `forecast(in:)`, so toggling units never needs a request and never accumulates rounding.
public struct WeatherReport: Equatable, Sendable {
    /// The forecast as the service returned it.
    public var forecast: Forecast
    /// Live, or from the offline cache (and since when).
    public var freshness: Freshness
    /// Places the search also matched beyond the one shown (Open-Meteo geocoding can return several).
    public var otherMatches: Int

    /// A report of `forecast`, as fresh as `freshness`, with `otherMatches` other places found.
    public init(forecast: Forecast, freshness: Freshness = .live, otherMatches: Int = 0) {
        self.forecast = forecast
        self.freshness = freshness
        self.otherMatches = otherMatches
    }

    /// The place the report is for.
    public var location: Location { forecast.location }

    /// The forecast with temperatures and speeds in `units`.
    public func forecast(in units: Units) -> Forecast {
        forecast.converted(to: units)
    }
}
