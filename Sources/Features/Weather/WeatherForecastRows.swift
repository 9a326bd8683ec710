import Domain
import DomainText
import TerminalCore
import Widgets

/// The rows of the Weather list: one per forecast day ("Mon 24 Nov  Light rain    3° / 9°C  80%",
/// with the condition's symbol in front), one per recent city while idle, or one per city the
/// picker offers.
enum WeatherForecastRows {
    /// Columns the date takes ("Wed 24 Nov"), so descriptions start in one column.
    static let dateWidth = 10

    /// Columns of the numbers ("-2° /  8°C    0%").
    static let numbersWidth = 17

    /// The columns a table of `days` needs to show every sky text whole: margins, symbol, date,
    /// the widest sky text and the numbers.
    static func naturalWidth(of days: [DailyForecast]) -> Int {
        let sky = days.map { DisplayWidth.of($0.condition.description) }.max() ?? 0
        return 1 + 3 + dateWidth + 2 + max(sky, 3) + 2 + numbersWidth + 1
    }

    /// The row for `day`; the temperatures and chance of rain sit right-aligned in fixed widths.
    static func row(for day: DailyForecast, units: Units) -> ListRow {
        let date = TextLayout.pad(HumanDateFormat.weekdayAndDay(day.date), toWidth: dateWidth)
        let rain = day.precipitationProbability.map(WeatherFormat.probability) ?? "–"
        let secondary =
            WeatherFormat.range(min: day.minTemperature, max: day.maxTemperature, units) + "  "
            + WeatherFormat.leftPadded(rain, to: 4)
        return ListRow(date + "  " + day.condition.description, secondary: secondary, symbol: day.condition.symbol)
    }

    /// The row for a recent city.
    static func row(forRecentCity name: String) -> ListRow {
        ListRow(name, symbol: "↺")
    }

    /// The row for a city of the picker: its name, then its region and country.
    static func row(forPlace place: Place) -> ListRow {
        ListRow(place.name, secondary: whereabouts(of: place), symbol: "›")
    }

    /// The columns the picker's rows need: margins, symbol, the longest name and whereabouts.
    static func naturalWidth(of places: [Place]) -> Int {
        let name = places.map { DisplayWidth.of($0.name) }.max() ?? 0
        let rest = places.map { DisplayWidth.of(whereabouts(of: $0)) }.max() ?? 0
        return 1 + 3 + name + 3 + rest + 1
    }

    /// "Illinois, United States": a place's region and country, those it has.
    private static func whereabouts(of place: Place) -> String {
        [place.region, place.country].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
