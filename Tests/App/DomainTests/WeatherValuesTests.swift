import Domain
import Foundation
import Testing

@Suite struct WeatherValuesTests {
    @Test func convertsUnits() {
        #expect(Units.imperial.temperature(100, from: .metric) == 212)
        #expect(Units.metric.temperature(32, from: .imperial) == 0)
        #expect(abs(Units.imperial.speed(10, from: .metric) - 22.369) < 0.001)
        #expect(abs(Units.metric.speed(22.369362920544, from: .imperial) - 10) < 1e-9)
        #expect(Units.metric.toggled == .imperial)
        #expect(Units.imperial.temperatureSymbol == "°F")
    }

    @Test func convertsAWholeForecastAndBack() {
        let day = DailyForecast(
            date: LocalDate(year: 2024, month: 1, day: 1), minTemperature: 0, maxTemperature: 10,
            condition: WeatherCondition(kind: .clear, description: "Clear sky"), windSpeed: 5)
        let current = CurrentConditions(
            observedAt: .distantPast, temperature: 20, feelsLike: 18, windSpeed: 4, windGust: 8,
            condition: WeatherCondition(kind: .clear, description: "Clear sky"))
        let forecast = Forecast(
            location: Location(name: "X", latitude: 0, longitude: 0, utcOffsetSeconds: 0), current: current,
            days: [day], hourly: [], units: .metric, fetchedAt: .distantPast, sourceName: "test")

        let imperial = forecast.converted(to: .imperial)
        #expect(imperial.units == .imperial)
        #expect(imperial.days[0].minTemperature == 32)
        #expect(imperial.days[0].maxTemperature == 50)
        #expect(imperial.current?.temperature == 68)
        #expect(abs((imperial.current?.windGust ?? 0) - 17.895) < 0.001)
        let back = imperial.converted(to: .metric)
        #expect(abs(back.days[0].maxTemperature - 10) < 1e-9)
        #expect(abs((back.current?.windSpeed ?? 0) - 4) < 1e-9)
        #expect(forecast.converted(to: .metric) == forecast)
    }

    @Test(arguments: [
        (0.0, CompassDirection.north), (11.2, .north), (11.3, .northNorthEast), (45, .northEast), (90, .east),
        (180, .south), (230, .southWest), (270, .west), (348.7, .northNorthWest), (348.8, .north), (360, .north),
        (-90, .west), (720 + 45, .northEast),
    ])
    func compassPoints(degrees: Double, expected: CompassDirection) {
        #expect(CompassDirection(degrees: degrees) == expected)
    }

    @Test func compassNamesAndArrows() {
        #expect(CompassDirection.southWest.abbreviation == "SW")
        #expect(CompassDirection.north.arrow == "↓")
        #expect(CompassDirection.west.arrow == "→")
        #expect(CompassDirection(degrees: .nan) == nil)
    }

    @Test func symbolsAreSingleWidthCodePoints() {
        let kinds: [WeatherCondition.Kind] = [
            .clear, .partlyCloudy, .cloudy, .fog, .drizzle, .rain, .freezingRain, .snow, .thunderstorm, .other("x"),
        ]
        for kind in kinds {
            #expect(kind.symbol.unicodeScalars.count == 1)
            #expect(kind.symbol.unicodeScalars.allSatisfy { !$0.properties.isEmojiPresentation })
        }
        #expect(Set(kinds.map(\.symbol)).count == kinds.count)
        #expect(WeatherCondition.Kind.thunderstorm.severity > WeatherCondition.Kind.rain.severity)
    }

    /// A forecast by a place's coordinates is named as the place: its names, and its region and
    /// country where it knows them; the provider's coordinates and offset stay.
    @Test func aLocationTakesAPlacesNames() {
        var grid = Location(
            name: "Grid 35.7,139.7", country: "JP", adminArea: "Kanto", latitude: 35.7, longitude: 139.7,
            utcOffsetSeconds: 32_400)
        grid.takeNames(
            of: Location(
                name: "Tokyo", localName: "東京", country: "Japan", latitude: 35.69, longitude: 139.69,
                utcOffsetSeconds: 0))
        #expect(grid.displayName == "Tokyo (東京), Kanto, Japan")
        #expect((grid.latitude, grid.longitude, grid.utcOffsetSeconds) == (35.7, 139.7, 32_400))
    }

    @Test func locationTexts() {
        let kathmandu = Location(
            name: "Kathmandu", country: "Nepal", latitude: 27.7, longitude: 85.3, utcOffsetSeconds: 20_700)
        #expect(kathmandu.utcOffsetText == "UTC+5:45")
        #expect(kathmandu.displayName == "Kathmandu, Nepal")
        let honolulu = Location(
            name: "Honolulu", adminArea: "Hawaii", latitude: 21.3, longitude: -157.9, utcOffsetSeconds: -36_000)
        #expect(honolulu.utcOffsetText == "UTC−10")
        #expect(honolulu.displayName == "Honolulu, Hawaii")
        #expect(honolulu.localTime(at: Date(timeIntervalSince1970: 0)).description == "1969-12-31 14:00")
    }
}
