import Domain

/// A row of the Weather list: a day of the forecast shown, in the units shown, a city searched
/// before (while nothing is searched), or a city the search field's text matches (the picker).
public enum WeatherRow: Equatable, Sendable {
    /// A day of the forecast, converted to `Units`.
    case day(DailyForecast, Units)
    /// A recent city: Enter searches it again.
    case recentCity(RecentCity)
    /// A city of the gazetteer the search field's text matches: Enter picks it.
    case place(Place)

    /// The day, when the row is one.
    public var day: DailyForecast? {
        if case .day(let day, _) = self { return day }
        return nil
    }
}
