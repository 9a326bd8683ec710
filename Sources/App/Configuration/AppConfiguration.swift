import Domain
import FoundationEssentials
import Logging
import Networking

/// Everything tern needs to know before it starts: providers, keys, base URLs, units and files.
///
/// Resolved by `AppConfiguration.resolve(...)` from, lowest to highest precedence, the defaults here,
/// the config file, the environment and command-line flags. Holds secrets: print it only through
/// `redactedDescription`.
public struct AppConfiguration: Sendable, Equatable {
    public static let defaultDummyAPIURL = URL(string: "https://dummyapi.io")!
    public static let defaultOpenWeatherMapURL = URL(string: "https://api.openweathermap.org")!
    public static let defaultOpenMeteoURL = URL(string: "https://api.open-meteo.com")!
    public static let defaultOpenMeteoGeocodingURL = URL(string: "https://geocoding-api.open-meteo.com")!

    public var usersProvider: UsersProvider
    public var weatherProvider: WeatherProvider
    /// DummyAPI's `app-id` header value. Secret.
    public var dummyAPIAppID: String?
    /// Where `dummyAPIAppID` was set; `nil` when it is not.
    public var dummyAPIAppIDOrigin: SecretOrigin?
    /// OpenWeatherMap's `appid` query value. Secret.
    public var openWeatherMapAPIKey: String?
    /// Where `openWeatherMapAPIKey` was set; `nil` when it is not.
    public var openWeatherMapKeyOrigin: SecretOrigin?
    public var dummyAPIURL: URL
    public var openWeatherMapURL: URL
    public var openMeteoURL: URL
    public var openMeteoGeocodingURL: URL
    public var units: Units
    public var defaultCity: String
    /// Where log lines go; `nil` means the default, `tern.log` in the state folder.
    public var logFile: String?
    /// The least severe level written to the log.
    public var logLevel: Logger.Level
    /// How many synthetic people the sample Users provider makes up; `nil` shows the bundled sample.
    public var sampleUserCount: Int?
    /// Overall time a request may take, in seconds.
    public var requestTimeout: Double
    /// Whether tern asks the terminal to report the mouse (wheel, clicks); off, the terminal's own
    /// text selection works.
    public var mouse: Bool
    /// Whether spinners turn; off (`--no-animation`, `animation = false`), nothing ticks and a static
    /// text ("Loading…") stands in their place.
    public var animation: Bool
    /// The theme asked for by name (`--theme`, `theme = "…"`); `nil`: `default`, or `mono` under `NO_COLOR`.
    public var theme: String?
    /// The config file that was consulted (it need not exist).
    public var configFile: URL
    /// The `[keys]` lines of the config file that read well, in file order; the composition root
    /// checks their actions and sections (decision 2230).
    public var keys: [ConfiguredKeys] = []
    /// The settings of the sections features contribute, by section name (decision 2010). Hold secrets.
    public var sections: [String: SectionSettings] = [:]

    public init(
        usersProvider: UsersProvider = .sample,
        weatherProvider: WeatherProvider = .openMeteo,
        dummyAPIAppID: String? = nil,
        openWeatherMapAPIKey: String? = nil,
        dummyAPIURL: URL = defaultDummyAPIURL,
        openWeatherMapURL: URL = defaultOpenWeatherMapURL,
        openMeteoURL: URL = defaultOpenMeteoURL,
        openMeteoGeocodingURL: URL = defaultOpenMeteoGeocodingURL,
        units: Units = .metric,
        defaultCity: String = "London",
        logFile: String? = nil,
        logLevel: Logger.Level = .info,
        sampleUserCount: Int? = nil,
        requestTimeout: Double = 10,
        mouse: Bool = true,
        animation: Bool = true,
        configFile: URL = URL(fileURLWithPath: "/dev/null")
    ) {
        self.usersProvider = usersProvider
        self.weatherProvider = weatherProvider
        self.dummyAPIAppID = dummyAPIAppID
        self.openWeatherMapAPIKey = openWeatherMapAPIKey
        self.dummyAPIURL = dummyAPIURL
        self.openWeatherMapURL = openWeatherMapURL
        self.openMeteoURL = openMeteoURL
        self.openMeteoGeocodingURL = openMeteoGeocodingURL
        self.units = units
        self.defaultCity = defaultCity
        self.logFile = logFile
        self.logLevel = logLevel
        self.sampleUserCount = sampleUserCount
        self.requestTimeout = requestTimeout
        self.mouse = mouse
        self.animation = animation
        self.configFile = configFile
    }

    /// Every setting, one per line, with keys shown as `***` (or `(none)`).
    public var redactedDescription: String {
        func secret(_ value: String?) -> String { value?.isEmpty == false ? "***" : "(none)" }
        return
            ([
                "config file: \(configFile.path)",
                "users provider: \(usersProvider.rawValue)",
                "weather provider: \(weatherProvider.rawValue)",
                "dummyapi app id: \(secret(dummyAPIAppID))",
                "openweathermap api key: \(secret(openWeatherMapAPIKey))",
                "dummyapi url: \(dummyAPIURL.redactedDescription)",
                "openweathermap url: \(openWeatherMapURL.redactedDescription)",
                "open-meteo url: \(openMeteoURL.redactedDescription)",
                "open-meteo geocoding url: \(openMeteoGeocodingURL.redactedDescription)",
                "units: \(units.rawValue)",
                "default city: \(defaultCity)",
                "log file: \(logFile ?? "(default)")",
                "log level: \(logLevel.rawValue)",
                "sample users: \(sampleUserCount.map(String.init) ?? "bundled")",
                "request timeout: \(requestTimeout) s",
                "mouse: \(mouse ? "on" : "off")",
                "animation: \(animation ? "on" : "off")",
                "theme: \(theme ?? "(default)")",
            ] + sections.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }).joined(separator: "\n")
    }
}
