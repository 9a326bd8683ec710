import Domain
import TerminalCore
import Widgets

/// The rows of the Weather list: one per forecast day ("Mon 24 Nov  Light rain    3° / 9°C  80%",
/// with the condition's symbol in front), or one per recent city while idle.
enum WeatherForecastRows {
    /// Columns the date takes ("Wed 24 Nov"), so descriptions start in one column.
    static let dateWidth = 10

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
}
