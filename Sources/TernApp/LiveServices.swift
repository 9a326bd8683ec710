import Configuration
import Domain
import Foundation
import Logging
import Networking
import Services

/// The live service objects for one run, built from the resolved configuration: one HTTP client
/// (URLSession behind the offline cache in `cacheDirectory`) shared by the providers the
/// configuration chose.
struct LiveServices {
    let users: any UsersService
    let weather: any WeatherService

    /// Given services (tests: sample data on a pinned clock).
    init(users: any UsersService, weather: any WeatherService) {
        self.users = users
        self.weather = weather
    }

    init(configuration: AppConfiguration, logger: Logger, cacheDirectory: URL) {
        let client = CachingHTTPClient(
            wrapping: URLSessionHTTPClient(timeout: configuration.requestTimeout, logger: logger),
            cache: ResponseCache(directory: cacheDirectory, logger: logger),
            logger: logger
        )
        switch configuration.usersProvider {
        case .sample:
            users = configuration.sampleUserCount.map { SampleUsersService(syntheticCount: $0) } ?? SampleUsersService()
        case .dummyapi:
            users = DummyAPIUsersService(
                client: client, baseURL: configuration.dummyAPIURL, appID: configuration.dummyAPIAppID, logger: logger)
        }
        switch configuration.weatherProvider {
        case .sample:
            weather = SampleWeatherService()
        case .openweathermap:
            weather = OpenWeatherMapService(
                client: client, baseURL: configuration.openWeatherMapURL, apiKey: configuration.openWeatherMapAPIKey,
                logger: logger)
        case .openMeteo:
            weather = OpenMeteoService(
                client: client, forecastURL: configuration.openMeteoURL,
                geocodingURL: configuration.openMeteoGeocodingURL, logger: logger)
        }
    }
}
