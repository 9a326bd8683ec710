import Configuration
import Domain
import FeatureKit
import FoundationEssentials
import Logging
import Networking
import Services

/// The live service objects for one run, built from the resolved configuration: one HTTP client
/// (libcurl behind the offline cache in `cacheDirectory`) shared by the providers the
/// configuration chose.
struct LiveServices {
    /// The users service, made when first asked for: the bundled sample is decoded then, so a start
    /// on another section does not pay for it before its first frame (decision 2042).
    var users: any UsersService { makeUsers() }
    private let makeUsers: @Sendable () -> any UsersService
    let weather: any WeatherService
    /// The bundled cities: Open-Meteo finds them without geocoding (OpenWeatherMap resolves a
    /// typed name itself), and the Weather section's search picks among them (decision 2200).
    let gazetteer = Gazetteer.bundled
    /// The sections features contribute, in `SectionFeatures.all`'s order, on their settings.
    let sections: [any SectionFeature]

    /// Given services (tests: sample data on a pinned clock); the contributed sections on their
    /// defaults unless given.
    init(users: any UsersService, weather: any WeatherService, sections: [any SectionFeature]? = nil) {
        makeUsers = { users }
        self.weather = weather
        self.sections =
            sections
            ?? Self.sections(
                AppConfiguration(),
                client: CurlHTTPClient(timeout: 10, userAgent: TernVersion.userAgent, logger: Self.silent),
                logger: Self.silent)
    }

    init(configuration: AppConfiguration, logger: Logger, cacheDirectory: URL) {
        let client = CachingHTTPClient(
            wrapping: CurlHTTPClient(
                timeout: configuration.requestTimeout, userAgent: TernVersion.userAgent, logger: logger),
            cache: ResponseCache(directory: cacheDirectory, logger: logger),
            logger: logger
        )
        sections = Self.sections(configuration, client: client, logger: logger)
        switch configuration.usersProvider {
        case .sample:
            if let count = configuration.sampleUserCount {
                let synthetic = SampleUsersService(syntheticCount: count)
                makeUsers = { synthetic }
            } else {
                makeUsers = { SampleUsersService.bundled }
            }
        case .dummyapi:
            let dummyAPI = DummyAPIUsersService(
                client: client, baseURL: configuration.dummyAPIURL, appID: configuration.dummyAPIAppID,
                appIDOrigin: configuration.dummyAPIAppIDOrigin
                    ?? .environment(variable: DummyAPIUsersService.appIDVariable),
                logger: logger)
            makeUsers = { dummyAPI }
        }
        switch configuration.weatherProvider {
        case .sample:
            weather = SampleWeatherService()
        case .openweathermap:
            weather = OpenWeatherMapService(
                client: client, baseURL: configuration.openWeatherMapURL, apiKey: configuration.openWeatherMapAPIKey,
                keyOrigin: configuration.openWeatherMapKeyOrigin
                    ?? .environment(variable: OpenWeatherMapService.keyVariable),
                logger: logger)
        case .openMeteo:
            weather = GazetteerWeatherService(
                OpenMeteoService(
                    client: client, forecastURL: configuration.openMeteoURL,
                    geocodingURL: configuration.openMeteoGeocodingURL, logger: logger), gazetteer: gazetteer)
        }
    }

    /// The registered features on `configuration`'s settings for them (their defaults when it has none).
    private static func sections(
        _ configuration: AppConfiguration, client: any HTTPClient, logger: Logger
    ) -> [any SectionFeature] {
        SectionFeatures.all.map { feature in
            feature.init(
                settings: configuration.sections[feature.options.name] ?? SectionSettings(defaultsOf: feature.options),
                client: client, logger: logger)
        }
    }

    private static let silent = Logger(label: "tern", factory: { _ in SwiftLogNoOpLogHandler() })
}
