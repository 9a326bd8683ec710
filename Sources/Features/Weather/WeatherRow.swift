import Domain

/// A row of the Weather list: a day of the forecast shown, in the units shown, or — while nothing
/// is searched — a city searched before.
public enum WeatherRow: Equatable, Sendable {
    /// A day of the forecast, converted to `Units`.
    case day(DailyForecast, Units)
    /// A recent city: Enter searches it again.
    case recentCity(String)

    /// The day, when the row is one.
    public var day: DailyForecast? {
        if case .day(let day, _) = self { return day }
        return nil
    }
}
