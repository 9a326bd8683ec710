import Domain
import Foundation
import Testing

@testable import Weather

@Suite struct WeatherFormatTests {
    @Test func temperaturesRoundAndNeverShowMinusZero() {
        #expect(WeatherFormat.temperature(-0.4, .metric) == "0°C")
        #expect(WeatherFormat.temperature(-0.6, .metric) == "-1°C")
        #expect(WeatherFormat.temperature(99.5, .imperial) == "100°F")
        #expect(WeatherFormat.temperature(nil, .metric) == "N/A")
        #expect(WeatherFormat.temperature(.nan, .metric) == "N/A")
        #expect(WeatherFormat.range(min: -12.2, max: 104, .imperial) == "-12° /104°F")
        #expect(WeatherFormat.range(min: 3, max: 9, .metric) == "  3° /  9°C")
    }

    @Test func windNamesTheCompassPoint() {
        #expect(WeatherFormat.wind(speed: 4.6, direction: 200, .metric) == "5 m/s from SSW (200°)")
        #expect(WeatherFormat.wind(speed: 10, direction: nil, .imperial) == "10 mph")
        #expect(WeatherFormat.wind(speed: nil, direction: 90, .metric) == "N/A")
        #expect(WeatherFormat.speed(9.3, .metric) == "9 m/s")
    }

    @Test func visibilityPressureAndPercentages() {
        #expect(WeatherFormat.visibility(10_000, .metric, .posix) == "10 km")
        #expect(WeatherFormat.visibility(2_450, .metric, .posix) == "2.5 km")
        #expect(WeatherFormat.visibility(800, .metric, .posix) == "800 m")
        #expect(WeatherFormat.visibility(10_000, .imperial, .posix) == "6.2 mi")
        #expect(WeatherFormat.visibility(nil, .metric, .posix) == "N/A")
        #expect(WeatherFormat.pressure(1_012.6, .metric, .posix) == "1013 hPa")
        #expect(WeatherFormat.pressure(1_013.25, .imperial, .posix) == "29.92 inHg")
        #expect(WeatherFormat.precipitation(2.4, .metric, .posix) == "2.4 mm")
        #expect(WeatherFormat.precipitation(2.4, .imperial, .posix) == "0.09 in")
        #expect(WeatherFormat.rain(chance: 0.6, amount: 25.4, .imperial, .posix) == "60% chance · 1.00 in")
        #expect(WeatherFormat.probability(0.345) == "35%")
        #expect(WeatherFormat.percent(81) == "81%")
        #expect(WeatherFormat.rain(chance: 0.6, amount: 2.44, .metric, .posix) == "60% chance · 2.4 mm")
        #expect(WeatherFormat.rain(chance: nil, amount: 1, .metric, .posix) == "1.0 mm")
        #expect(WeatherFormat.rain(chance: nil, amount: nil, .metric, .posix) == "N/A")
    }

    @Test func timesAreOnTheCitysClock() {
        let honolulu = Location(name: "Honolulu", latitude: 21.3, longitude: -157.9, utcOffsetSeconds: -36_000)
        let instant = Date(timeIntervalSince1970: 1_795_510_800)  // 09:00 UTC
        #expect(WeatherFormat.localTime(instant, at: honolulu, .posix) == "23:00")
        #expect(WeatherFormat.sun(rise: instant, set: nil, at: honolulu, .posix) == "rises 23:00 · sets N/A")
        #expect(WeatherFormat.coordinates(of: honolulu, .posix) == "21.30° N, 157.90° W")
    }
}
