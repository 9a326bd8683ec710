import TerminalCore
import TerminalTestSupport
import Testing

@testable import Weather

/// Each built-in theme on the Weather forecast (temperatures on the cold-to-hot scale, rain by
/// probability) at 80×24 and 120×40, stored with every cell's colours and attributes.
@Suite struct WeatherThemeSnapshotTests {
    @Test(arguments: Theme.builtIn.map(\.name))
    func eachThemeOnTheForecast(themeName: String) throws {
        let theme = try #require(Theme.builtIn(named: themeName))
        let state = WeatherState(
            query: "Paris", report: .loaded(WeatherFixtures.report(otherMatches: 2)), lastSearch: "Paris")
        let screen = weatherScreen(RecordingWeatherViewModel(state))
        for (width, height) in [(80, 24), (120, 40)] {
            assertSnapshot(
                of: frame(ofWeather: screen, size: Size(width: width, height: height), theme: theme),
                named: "forecast-\(theme.name)-\(width)x\(height)", colors: true)
        }
    }
}
