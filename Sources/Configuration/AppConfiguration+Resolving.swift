import Foundation

extension AppConfiguration {
    /// The config file's location: `$XDG_CONFIG_HOME/tern/config.toml` when that variable holds an
    /// absolute path, else `~/.config/tern/config.toml`.
    public static func configFileURL(environment: [String: String]) -> URL {
        let configHome: URL
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            configHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home =
                environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            configHome = home.appendingPathComponent(".config", isDirectory: true)
        }
        return configHome.appendingPathComponent("tern/config.toml")
    }

    /// Resolves the configuration from defaults, the config file, the environment and the flags,
    /// in that order of precedence, and returns every problem found as a warning (never thrown, never
    /// printed). A config file with any problem is ignored as a whole: the app starts with defaults.
    ///
    /// - Parameters:
    ///   - overrides: the values given as command-line flags.
    ///   - environment: the process environment (injectable for tests).
    ///   - configFile: the file to read; defaults to `configFileURL(environment:)`.
    public static func resolve(
        overrides: CommandLineOverrides = CommandLineOverrides(),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        configFile: URL? = nil
    ) -> (configuration: AppConfiguration, warnings: [ConfigurationWarning]) {
        let file = configFile ?? configFileURL(environment: environment)
        let read = readConfigFile(file)
        var warnings = read.problems
        var settings = read.settings
        if !read.problems.isEmpty {
            warnings.append(ConfigurationWarning(file: file.path, message: "ignoring this file; using defaults"))
            settings = ConfigFileSettings()
        }
        warnings += read.notices
        var configuration = AppConfiguration(configFile: file)
        if let home = environment["HOME"], let path = settings.logFile, path.hasPrefix("~/") {
            settings.logFile = home + path.dropFirst()
        }
        configuration.apply(settings)
        warnings += configuration.apply(environment: environment)
        configuration.apply(overrides)
        warnings += configuration.chooseProviders(
            usersRequested: overrides.usersProvider ?? settings.usersProvider,
            weatherRequested: overrides.weatherProvider ?? settings.weatherProvider)
        return (configuration, warnings)
    }

    /// The file's settings, the problems that make it unusable, and notices that do not
    /// (a key in a file other users can read).
    private static func readConfigFile(
        _ file: URL
    ) -> (settings: ConfigFileSettings, problems: [ConfigurationWarning], notices: [ConfigurationWarning]) {
        let path = file.path
        guard FileManager.default.fileExists(atPath: path) else { return (ConfigFileSettings(), [], []) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return (ConfigFileSettings(), [ConfigurationWarning(file: path, message: "cannot read the file")], [])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return (ConfigFileSettings(), [ConfigurationWarning(file: path, message: "the file is not UTF-8 text")], [])
        }
        let (settings, problems) = ConfigFileSettings.parse(text, file: path)
        let mode = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? 0
        guard settings.holdsSecret, mode & 0o077 != 0 else { return (settings, problems, []) }
        let notice = ConfigurationWarning(
            file: path, message: "holds an API key but other users can read it; run chmod 600 \(path)")
        return (settings, problems, [notice])
    }

    private mutating func apply(_ settings: ConfigFileSettings) {
        units = settings.units ?? units
        defaultCity = settings.defaultCity ?? defaultCity
        logFile = settings.logFile ?? logFile
        sampleUserCount = settings.sampleUserCount ?? sampleUserCount
        requestTimeout = settings.requestTimeout ?? requestTimeout
        dummyAPIAppID = settings.dummyAPIAppID ?? dummyAPIAppID
        openWeatherMapAPIKey = settings.openWeatherMapAPIKey ?? openWeatherMapAPIKey
        dummyAPIURL = settings.dummyAPIURL ?? dummyAPIURL
        openWeatherMapURL = settings.openWeatherMapURL ?? openWeatherMapURL
        openMeteoURL = settings.openMeteoURL ?? openMeteoURL
        openMeteoGeocodingURL = settings.openMeteoGeocodingURL ?? openMeteoGeocodingURL
    }

    /// Applies the environment variables tern reads; returns warnings for unusable values.
    private mutating func apply(environment: [String: String]) -> [ConfigurationWarning] {
        func value(_ name: String) -> String? {
            guard let text = environment[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            return text
        }
        var warnings: [ConfigurationWarning] = []
        func url(_ name: String) -> URL? {
            guard let text = value(name) else { return nil }
            guard let url = BaseURL.parse(text) else {
                warnings.append(
                    ConfigurationWarning(message: "\(name) must be an http:// or https:// URL; ignoring it"))
                return nil
            }
            return url
        }
        openWeatherMapAPIKey = value("OPENWEATHER_API_KEY") ?? openWeatherMapAPIKey
        dummyAPIAppID = value("DUMMYAPI_APP_ID") ?? dummyAPIAppID
        dummyAPIURL = url("TERN_DUMMYAPI_URL") ?? dummyAPIURL
        openWeatherMapURL = url("TERN_OPENWEATHERMAP_URL") ?? openWeatherMapURL
        openMeteoURL = url("TERN_OPEN_METEO_URL") ?? openMeteoURL
        openMeteoGeocodingURL = url("TERN_OPEN_METEO_GEOCODING_URL") ?? openMeteoGeocodingURL
        logFile = value("TERN_LOG") ?? logFile
        return warnings
    }

    private mutating func apply(_ overrides: CommandLineOverrides) {
        dummyAPIURL = overrides.dummyAPIURL ?? dummyAPIURL
        openWeatherMapURL = overrides.openWeatherMapURL ?? openWeatherMapURL
        openMeteoURL = overrides.openMeteoURL ?? openMeteoURL
        openMeteoGeocodingURL = overrides.openMeteoGeocodingURL ?? openMeteoGeocodingURL
        logFile = overrides.logFile ?? logFile
        units = overrides.units ?? units
        requestTimeout = overrides.requestTimeout ?? requestTimeout
        sampleUserCount = overrides.sampleUserCount ?? sampleUserCount
    }

    /// Picks the providers: an explicit choice when its key is there, else the live provider when a key
    /// is configured, else the bundled samples. A live provider chosen without its key falls back to
    /// samples with a warning. Open-Meteo needs no key.
    private mutating func chooseProviders(
        usersRequested: UsersProvider?, weatherRequested: WeatherProvider?
    ) -> [ConfigurationWarning] {
        var warnings: [ConfigurationWarning] = []
        let hasAppID = dummyAPIAppID?.isEmpty == false
        let hasWeatherKey = openWeatherMapAPIKey?.isEmpty == false
        switch usersRequested {
        case .dummyapi? where !hasAppID:
            warnings.append(
                ConfigurationWarning(
                    message:
                        "the dummyapi provider needs an app id (DUMMYAPI_APP_ID or dummyapi.app_id); using sample users"
                ))
            usersProvider = .sample
        case let requested?:
            usersProvider = requested
        case nil:
            usersProvider = hasAppID ? .dummyapi : .sample
        }
        switch weatherRequested {
        case .openweathermap? where !hasWeatherKey:
            warnings.append(
                ConfigurationWarning(
                    message:
                        "the openweathermap provider needs an API key (OPENWEATHER_API_KEY or openweathermap.api_key); using sample weather"
                ))
            weatherProvider = .sample
        case let requested?:
            weatherProvider = requested
        case nil:
            weatherProvider = hasWeatherKey ? .openweathermap : .sample
        }
        return warnings
    }
}
