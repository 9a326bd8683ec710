import Domain
import TerminalCore
import TerminalTestSupport
import Testing

@testable import Weather

/// The Weather screen draws city names through the same text path as the Users screens: whole,
/// in the columns a `wcwidth` terminal gives them, with every row exactly as wide as the screen.
@Suite struct WeatherTextTests {
    static let cities = [
        WeatherFixtures.tokyo, WeatherFixtures.saoPaulo,
        Location(
            name: "Sa\u{303}o Paulo", country: "Brasil", latitude: -23.5475, longitude: -46.6361,
            utcOffsetSeconds: -10_800),
        Location(
            name: "नई दिल्ली", country: "भारत", latitude: 28.6139, longitude: 77.209, utcOffsetSeconds: 19_800),
        Location(
            name: "กรุงเทพฯ", country: "ประเทศไทย", latitude: 13.7563, longitude: 100.5018, utcOffsetSeconds: 25_200),
    ]

    @Test(arguments: cities) func cityNamesAreDrawnWholeOnRowsThatFit(location: Location) {
        for (width, height) in [(80, 24), (120, 40)] {
            for isDetailOpen in [false, true] {
                let state = WeatherState(
                    query: location.name, report: .loaded(WeatherFixtures.report(for: location)),
                    lastSearch: location.name, isDetailOpen: isDetailOpen)
                let screen = weatherScreen(RecordingWeatherViewModel(state))
                let buffer = render(screen, width: width, height: height)
                #expect(buffer.lines.contains { $0.contains(location.name) }, "\(location.name) at \(width)×\(height)")
                for row in 0..<height {
                    #expect(
                        GlibcWidth.columns(of: buffer.line(row)) == width,
                        "\(location.name) at \(width)×\(height), row \(row): \(buffer.line(row))")
                }
            }
        }
    }
}
