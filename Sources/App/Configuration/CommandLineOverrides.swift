import Domain
import FoundationEssentials
import Logging

/// The configuration values given as command-line flags; `nil` means "not given".
/// Flags win over the environment, which wins over the config file, which wins over defaults.
public struct CommandLineOverrides: Sendable, Equatable {
    public var usersProvider: UsersProvider?
    public var weatherProvider: WeatherProvider?
    public var dummyAPIURL: URL?
    public var openWeatherMapURL: URL?
    public var openMeteoURL: URL?
    public var openMeteoGeocodingURL: URL?
    public var logFile: String?
    public var logLevel: Logger.Level?
    public var units: Units?
    public var requestTimeout: Double?
    public var sampleUserCount: Int?
    /// `false` under `--no-mouse`.
    public var mouse: Bool?
    /// `false` under `--no-animation`.
    public var animation: Bool?
    /// The theme named by `--theme`.
    public var theme: String?
    /// The providers chosen for contributed sections (`--movies-provider tmdb`), by section name.
    public var sectionProviders: [String: String] = [:]
    /// The base URLs given for contributed sections (`--tmdb-url`), by section name.
    public var sectionURLs: [String: URL] = [:]

    public init(
        usersProvider: UsersProvider? = nil,
        weatherProvider: WeatherProvider? = nil,
        dummyAPIURL: URL? = nil,
        openWeatherMapURL: URL? = nil,
        openMeteoURL: URL? = nil,
        openMeteoGeocodingURL: URL? = nil,
        logFile: String? = nil,
        logLevel: Logger.Level? = nil,
        units: Units? = nil,
        requestTimeout: Double? = nil,
        sampleUserCount: Int? = nil,
        mouse: Bool? = nil,
        animation: Bool? = nil
    ) {
        self.usersProvider = usersProvider
        self.weatherProvider = weatherProvider
        self.dummyAPIURL = dummyAPIURL
        self.openWeatherMapURL = openWeatherMapURL
        self.openMeteoURL = openMeteoURL
        self.openMeteoGeocodingURL = openMeteoGeocodingURL
        self.logFile = logFile
        self.logLevel = logLevel
        self.units = units
        self.requestTimeout = requestTimeout
        self.sampleUserCount = sampleUserCount
        self.mouse = mouse
        self.animation = animation
    }
}
