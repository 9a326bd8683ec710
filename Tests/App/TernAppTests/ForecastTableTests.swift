import Domain
import Foundation
import Testing

@testable import TernApp

/// `ForecastTable`: the text `tern weather --print` writes, whole, for a fixed forecast.
@Suite struct ForecastTableTests {
    static let forecast = Forecast(
        location: Location(
            name: "Zürich", country: "Switzerland", adminArea: "Zurich", latitude: 47.37, longitude: 8.54,
            utcOffsetSeconds: 3600, timeZoneIdentifier: "Europe/Zurich"),
        current: CurrentConditions(
            observedAt: Date(timeIntervalSince1970: 1_795_000_000), temperature: -0.6, feelsLike: -4.4,
            humidity: 81.4, windSpeed: 3.6, windDirection: 200,
            condition: WeatherCondition(kind: .snow, description: "Light snow")),
        days: [
            DailyForecast(
                date: LocalDate(year: 2026, month: 11, day: 24), minTemperature: -3.5, maxTemperature: 2.4,
                condition: WeatherCondition(kind: .snow, description: "Light snow"), precipitationProbability: 0.8,
                precipitationAmount: 4.3, windSpeed: 5.2, windDirection: 350),
            DailyForecast(
                date: LocalDate(year: 2026, month: 11, day: 25), minTemperature: -1, maxTemperature: 11.6,
                condition: WeatherCondition(kind: .clear, description: "Clear sky")),
        ],
        hourly: [], units: .metric, fetchedAt: Date(timeIntervalSince1970: 1_795_000_000), sourceName: "Open-Meteo")

    @Test func plainTableHasAHeaderTheCurrentConditionsAndARowPerDay() {
        let text = ForecastTable(colored: false, locale: .posix).render(Fetched(Self.forecast))
        #expect(
            text == """
                Zürich, Zurich, Switzerland · Open-Meteo · °C
                Now -1°C Light snow · feels like -4°C · wind 4 m/s SSW · humidity 81%

                Day             Sky         Low  High  Rain  Precip  Wind
                Tue 2026-11-24  Light snow  -4°    2°   80%  4.3 mm  5 m/s N
                Wed 2026-11-25  Clear sky   -1°   12°     –       –  –

                """)
    }

    @Test func imperialPrecipitationIsInInches() {
        var forecast = Self.forecast
        forecast.units = .imperial
        let text = ForecastTable(colored: false, locale: .posix).render(Fetched(forecast))
        #expect(text.contains("80%  0.17 in"))
        #expect(!text.contains(" mm"))
    }

    @Test func colouredTableOnlyAddsStylesAroundTheHeaderAndColumnNames() {
        let plain = ForecastTable(colored: false, locale: .posix).render(Fetched(Self.forecast))
        let colored = ForecastTable(colored: true, locale: .posix).render(Fetched(Self.forecast))
        #expect(colored.hasPrefix("\u{1B}[1mZürich, Zurich, Switzerland · Open-Meteo · °C\u{1B}[0m\n"))
        #expect(colored.contains("\u{1B}[2mDay "))
        let stripped = colored.replacing(/\u{1B}\[[0-9]*m/, with: "")
        #expect(stripped == plain)
    }

    @Test func cachedAnswersSayTheyAreOffline() {
        let since = Date(timeIntervalSince1970: 1_795_000_000)
        let text = ForecastTable(colored: false, locale: .posix).render(
            Fetched(Self.forecast, freshness: .cached(since: since)))
        #expect(
            text.hasPrefix("Zürich, Zurich, Switzerland · Open-Meteo · °C · offline, data from 2026-11-18T11:06:40Z\n"))
    }

    /// Issue 25: a provider's city name and description that retitle the terminal, clear it and write
    /// its clipboard (OSC 52) are printed as text, with U+FFFD for every control character.
    @Test func escapeSequencesFromTheProviderArePrintedAsText() {
        var forecast = Self.forecast
        forecast.location.name = "Lon\u{1B}]0;owned\u{07}don"
        forecast.current?.condition = WeatherCondition(kind: .clear, description: "\u{1B}[2Jclear\u{9B}2J")
        forecast.days[0].condition = WeatherCondition(
            kind: .snow, description: "\u{1B}]52;c;ZWNobyBvd25lZA==\u{07}snow\u{202E}")
        for colored in [false, true] {
            let text = ForecastTable(colored: colored, locale: .posix).render(Fetched(forecast))
            let unstyled = text.replacing(/\u{1B}\[[0-9]*m/, with: "")
            #expect(!unstyled.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
            #expect(!unstyled.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
            #expect(text.contains("Lon\u{FFFD}]0;owned\u{FFFD}don"))
            #expect(text.contains("\u{FFFD}]52;c;ZWNobyBvd25lZA==\u{FFFD}snow"))
        }
    }
}
