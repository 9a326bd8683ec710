import Domain
import DomainText
import TerminalCore
import Widgets

/// The rows of the Weather list: one per forecast day ("Mon 24 Nov  Light rain    3° / 9°C  80%",
/// with the condition's symbol in front), one per recent city while idle, or one per city the
/// picker offers.
enum WeatherForecastRows {
    /// Columns the widest date takes in `locale` ("Wed 28 Nov": 10 in the C locale, "11月 28日 水": 12
    /// in Japanese), so descriptions start in one column whatever the names' widths: the widest
    /// month (each on a Monday), then the widest weekday in it, both with a two-digit day.
    static func dateWidth(_ locale: TextLocale) -> Int {
        func width(_ day: LocalDate) -> Int { DisplayWidth.of(locale.weekdayAndDay(day)) }
        let mondays = (1...12).map { month in
            (10...16).map { LocalDate(year: 2024, month: month, day: $0) }.first { $0.weekday == 2 }
                ?? LocalDate(year: 2024, month: month, day: 10)
        }
        let widestMonth = mondays.max { width($0) < width($1) }?.month ?? 1
        return (10...16).map { width(LocalDate(year: 2024, month: widestMonth, day: $0)) }.max() ?? 0
    }

    /// Columns of the numbers ("-2° /  8°C    0%").
    static let numbersWidth = 17

    /// The columns a table of `days` needs to show every sky text whole: margins, symbol, date
    /// (`dateWidth` columns), the widest sky text and the numbers.
    static func naturalWidth(of days: [DailyForecast], dateWidth: Int) -> Int {
        let sky = days.map { DisplayWidth.of($0.condition.description) }.max() ?? 0
        return 1 + 3 + dateWidth + 2 + max(sky, 3) + 2 + numbersWidth + 1
    }

    /// The row for `day`, its date as `locale` writes it in `dateWidth` columns; the temperatures and
    /// chance of rain sit right-aligned in fixed widths, each temperature in its place on the theme's
    /// cold-to-hot scale and the chance of rain by how likely it is (the numbers say it without colour).
    static func row(for day: DailyForecast, units: Units, locale: TextLocale, dateWidth: Int) -> ListRow {
        let date = TextLayout.pad(locale.weekdayAndDay(day.date), toWidth: dateWidth)
        let rain = day.precipitationProbability.map(WeatherFormat.probability) ?? "–"
        func temperature(_ value: Double) -> ListRow.Part {
            ListRow.Part(
                WeatherFormat.leftPadded(WeatherFormat.degrees(value), to: 4),
                role: .temperature(celsius: Units.metric.temperature(value, from: units).rounded()))
        }
        let parts = [
            temperature(day.minTemperature), ListRow.Part(" /"), temperature(day.maxTemperature),
            ListRow.Part(String(units.temperatureSymbol.dropFirst()) + "  "),
            ListRow.Part(
                WeatherFormat.leftPadded(rain, to: 4),
                role: day.precipitationProbability.map { .rain(probability: $0) } ?? .column),
        ]
        return ListRow(date + "  " + day.condition.description, parts: parts, symbol: day.condition.symbol)
    }

    /// The row for a recent city: its name, then its region and country when the place is known.
    static func row(forRecentCity city: RecentCity) -> ListRow {
        guard let place = city.place else { return ListRow(city.name, symbol: "↺") }
        return ListRow(place.shownName, secondary: whereabouts(of: place), symbol: "↺")
    }

    /// The row for a city of the picker: its name, then its region and country.
    static func row(forPlace place: Place) -> ListRow {
        ListRow(place.shownName, secondary: whereabouts(of: place), symbol: "›")
    }

    /// The columns the picker's rows need: margins, symbol, the longest name and whereabouts.
    static func naturalWidth(of places: [Place]) -> Int {
        let name = places.map { DisplayWidth.of($0.shownName) }.max() ?? 0
        let rest = places.map { DisplayWidth.of(whereabouts(of: $0)) }.max() ?? 0
        return 1 + 3 + name + 3 + rest + 1
    }

    /// "Illinois, United States": a place's region and country, those it has.
    private static func whereabouts(of place: Place) -> String {
        [place.region, place.country].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
