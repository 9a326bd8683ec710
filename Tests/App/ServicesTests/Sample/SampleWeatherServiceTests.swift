import Domain
import Foundation
import Testing

@testable import Services

@Suite struct SampleWeatherServiceTests {
    /// 2026-01-15T12:00Z: winter in the north, summer in the south.
    private let january = Date(timeIntervalSince1970: 1_768_478_400)

    private func service(at instant: Date? = nil) -> SampleWeatherService {
        let instant = instant ?? january
        return SampleWeatherService(now: { instant })
    }

    @Test func coversAtLeastEightCitiesAcrossTimeZones() throws {
        let cities = try service().allCities()
        #expect(cities.count >= 8)
        #expect(cities.contains { $0.utcOffsetSeconds < 0 })
        #expect(cities.contains { $0.utcOffsetSeconds >= 9 * 3600 })
        #expect(cities.contains { $0.name.unicodeScalars.contains { !$0.isASCII } })
        #expect(Set(cities.map(\.utcOffsetSeconds)).count >= 8)
        #expect(cities.first { $0.name == "Honolulu" }?.utcOffsetSeconds == -36000)
    }

    @Test func findsCitiesIgnoringCaseAccentsAndByAlias() async throws {
        let weather = service()
        #expect(try await weather.findCity("paris").map(\.name) == ["Paris"])
        #expect(try await weather.findCity("ZURICH").map(\.name) == ["Zürich"])
        #expect(try await weather.findCity("tokyo").map(\.displayName) == ["Tokyo (東京), Tokyo, Japan"])
        #expect(try await weather.findCity("東京").map(\.name) == ["Tokyo"])
        #expect(try await weather.findCity("cairo").map(\.shownName) == ["Cairo (القاهرة)"])
        #expect(try await weather.findCity("sao").map(\.name) == ["São Paulo"])
        #expect(try await weather.findCity("Atlantis").isEmpty)
        await #expect(throws: WeatherError.nothingToGeocode) { try await weather.findCity("  ") }
        await #expect(throws: WeatherError.cityNotFound("Atlantis")) {
            try await weather.loadForecast(.city("Atlantis"), units: .metric)
        }
    }

    @Test func forecastsArePlausibleAndComplete() async throws {
        let weather = service()
        for city in try weather.allCities() {
            let fetched = try await weather.loadForecast(.location(city), units: .metric)
            let forecast = fetched.value
            #expect(fetched.freshness == .live)
            #expect(forecast.sourceName == "sample data")
            #expect(forecast.location.name == city.name)
            #expect(forecast.days.count == 7)
            #expect(forecast.days.first?.date == LocalDate(january, utcOffsetSeconds: city.utcOffsetSeconds))
            #expect(zip(forecast.days, forecast.days.dropFirst()).allSatisfy { $0.date.adding(days: 1) == $1.date })
            #expect(forecast.hourly.count == 48)
            for day in forecast.days {
                #expect(day.minTemperature < day.maxTemperature)
                #expect((-40...50).contains(day.minTemperature) && (-40...50).contains(day.maxTemperature))
                #expect((0...1).contains(day.precipitationProbability ?? -1))
                #expect(day.sunrise.map { $0 < (day.sunset ?? .distantPast) } == true)
            }
            let current = try #require(forecast.current)
            #expect((forecast.days[0].minTemperature...forecast.days[0].maxTemperature).contains(current.temperature))
        }
    }

    @Test func theSeasonFollowsTheHemisphere() async throws {
        let weather = service()
        let zurich = try await weather.loadForecast(.city("Zürich"), units: .metric).value
        let sydney = try await weather.loadForecast(.city("Sydney"), units: .metric).value
        let average = { (forecast: Forecast) in forecast.days.map(\.maxTemperature).reduce(0, +) / 7 }
        #expect(average(zurich) < 10)
        #expect(average(sydney) > 20)
    }

    @Test func theSameDayGivesTheSameWeather() async throws {
        let early = try await service(at: january).loadForecast(.city("London"), units: .metric).value
        let later = try await service(at: january.addingTimeInterval(3_600)).loadForecast(
            .city("London"), units: .metric
        ).value
        #expect(early.days == later.days)
    }

    @Test func imperialIsConvertedLocally() async throws {
        let weather = service()
        let metric = try await weather.loadForecast(.city("New York"), units: .metric).value
        let imperial = try await weather.loadForecast(.city("New York"), units: .imperial).value
        #expect(imperial.units == .imperial)
        #expect(abs(imperial.days[0].maxTemperature - (metric.days[0].maxTemperature * 9 / 5 + 32)) < 1e-9)
        #expect(metric.location.utcOffsetSeconds == -18000)
        let current = try await weather.loadCurrent(.city("New York"), units: .imperial).value
        #expect(current == imperial.current)
    }
}
