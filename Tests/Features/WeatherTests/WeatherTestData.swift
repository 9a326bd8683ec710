import Domain
import Foundation

@testable import Weather

/// Small forecasts and places for the Weather view-model tests.
enum WeatherTestData {
    static let instant = Date(timeIntervalSince1970: 1_795_510_800)

    static func place(_ name: String, offset: Int = 3_600) -> Location {
        Location(name: name, country: "Testland", latitude: 10, longitude: 20, utcOffsetSeconds: offset)
    }

    static func forecast(for location: Location, days: Int = 5, units: Units = .metric) -> Forecast {
        let today = LocalDate(instant, utcOffsetSeconds: location.utcOffsetSeconds)
        let condition = WeatherCondition(kind: .clear, description: "Clear sky")
        return Forecast(
            location: location, current: nil,
            days: (0..<days).map { index in
                DailyForecast(
                    date: today.adding(days: index), minTemperature: Double(index), maxTemperature: Double(10 + index),
                    condition: condition, windSpeed: 5)
            },
            hourly: [], units: units, fetchedAt: instant, sourceName: "test")
    }

    static func report(_ name: String, days: Int = 5, otherMatches: Int = 0, freshness: Freshness = .live)
        -> WeatherReport
    {
        WeatherReport(
            forecast: forecast(for: place(name), days: days), freshness: freshness, otherMatches: otherMatches)
    }
}
