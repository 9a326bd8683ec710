import Domain
import DomainText
import TerminalCore
import TerminalTestSupport
import Testing
import ViewModelCore

@testable import Weather

/// Weather in other locales' words: a day's name may be wider than "Wed 28 Nov" or not ASCII
/// ("ven. 27 nov.", "Пт 27 ноя", "11月 27日 金"), so the list measures the locale's widest date and
/// every row still fills the screen exactly, its sky text starting in the column of the heading's
/// "sky".
@Suite struct WeatherLocaleTests {
    static let locales = ["de_DE.UTF-8", "en_US.UTF-8", "fr_FR.UTF-8", "ru_RU.UTF-8", "ja_JP.UTF-8"]

    @Test(arguments: locales) func daysLineUpInTheLocalesWords(name: String) throws {
        let locale = TextLocale(time: name, numeric: name)
        try #require(locale.timeName == name, "glibc has no \(name): `make deps` installs locales-all")
        let report = WeatherFixtures.report(for: WeatherFixtures.tokyo)
        let labels = report.forecast.days.map { locale.weekdayAndDay($0.date) }
        #expect(WeatherForecastRows.dateWidth(locale) >= labels.map { DisplayWidth.of($0) }.max() ?? 0)
        for (width, height) in [(80, 24), (120, 40)] {
            let state = WeatherState(
                query: "東京", report: .loaded(report), lastSearch: "東京")
            let screen = WeatherConfigurator.screen(
                of: RecordingWeatherViewModel(state).store, sourceName: "sample data",
                clock: .fixed(WeatherFixtures.now, locale: locale))
            let buffer = render(screen, width: width, height: height)
            var skyColumns: Set<Int> = []
            for (label, day) in zip(labels, report.forecast.days) {
                let line = try #require(buffer.lines.first { $0.contains(" \(label) ") }, "\(label) at \(width)")
                let sky = try #require(line.range(of: "  " + day.condition.description), "\(line)")
                skyColumns.insert(GlibcWidth.columns(of: line[..<sky.lowerBound]) + 2)
            }
            let heading = try #require(buffer.lines.first { $0.contains("day") && $0.contains("sky") })
            let headingSky = try #require(heading.range(of: "sky"))
            #expect(skyColumns == [GlibcWidth.columns(of: heading[..<headingSky.lowerBound])], "\(name) at \(width)")
            for row in 0..<height {
                #expect(GlibcWidth.columns(of: buffer.line(row)) == width, "\(name) \(width)×\(height) row \(row)")
            }
        }
    }

    /// The detail's hourly chart labels its hours on the locale's clock: "9PM" in US English
    /// (`TextLocale.hour`), "21" in German and C; each label whole, apart from the next, as many
    /// bars as their slots fit the pane.
    @Test(arguments: [("en_US.UTF-8", "9PM"), ("de_DE.UTF-8", "21"), ("hi_IN.UTF-8", nil), ("C", "21")])
    func theChartsHoursFollowTheLocalesClock(name: String, evening: String?) throws {
        let locale = TextLocale(time: name, numeric: name)
        try #require(locale.timeName == name, "glibc has no \(name): `make deps` installs locales-all")
        let day = LocalDate(year: 2026, month: 1, day: 1)
        let hours = (0..<24).map { locale.hour(LocalDateTime(date: day, hour: $0, minute: 0)) }
        let evening = evening ?? hours[21]
        #expect(hours[21] == evening)
        for width in [80, 120] {
            var state = WeatherState(query: "Paris", report: .loaded(WeatherFixtures.report()), lastSearch: "Paris")
            state.isDetailOpen = true
            state.cursor = ListCursor(selection: 1)
            let screen = WeatherConfigurator.screen(
                of: RecordingWeatherViewModel(state).store, sourceName: "sample data",
                clock: .fixed(WeatherFixtures.now, locale: locale))
            let buffer = render(screen, width: width, height: 40)
            // The labels' row: below the bars, every word on it one whole hour of the locale's clock.
            func labels(_ line: String) -> [String] {
                (line.split(separator: "│").last ?? "").split(separator: " ").map(String.init)
            }
            let row = try #require(
                buffer.lines.last { line in labels(line).count >= 4 && labels(line).allSatisfy(hours.contains) },
                "\(name) at \(width): no row of whole hours in\n\(buffer.lines.joined(separator: "\n"))")
            let bars = try #require(buffer.lines.firstIndex(of: row)).advanced(by: -1)
            #expect(buffer.lines[bars].contains("█"), "\(name) at \(width): the labels sit under the bars")
            #expect(GlibcWidth.columns(of: row) <= width)
        }
    }
}
