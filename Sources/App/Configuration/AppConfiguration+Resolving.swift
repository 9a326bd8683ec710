import Domain
import FoundationEssentials
import TerminalCore

extension AppConfiguration {
    /// The config file's location: `$XDG_CONFIG_HOME/tern/config.toml` when that variable holds an
    /// absolute path, else `~/.config/tern/config.toml`.
    public static func configFileURL(environment: [String: String]) -> URL {
        let configHome: URL
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            configHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            configHome = homeDirectory(environment: environment).appendingPathComponent(".config", isDirectory: true)
        }
        return configHome.appendingPathComponent("tern/config.toml")
    }

    /// Resolves the configuration from defaults, the config file, the environment and the flags,
    /// in that order of precedence, and returns every problem found as a warning (never thrown, never
    /// printed). A problem costs only its own line: the file's other lines still apply. A provider
    /// whose base URL is malformed (in the file or the environment) is replaced by sample data, so no
    /// key is ever sent to a default host the user did not choose. A provider asked for without its
    /// key stays chosen: its service then says which key is missing and where to set it (decision
    /// 2100), so a script never gets sample data it did not ask for.
    ///
    /// - Parameters:
    ///   - overrides: the values given as command-line flags.
    ///   - environment: the process environment (injectable for tests).
    ///   - configFile: the file to read; defaults to `configFileURL(environment:)`.
    ///   - sections: what the sections features contribute read (decision 2010): resolved into
    ///     `sections` the same way, a malformed base URL choosing their first provider.
    public static func resolve(
        overrides: CommandLineOverrides = CommandLineOverrides(),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        configFile: URL? = nil,
        sections: [SectionOptions] = []
    ) -> (configuration: AppConfiguration, warnings: [ConfigurationWarning]) {
        let file = configFile ?? configFileURL(environment: environment)
        var (settings, warnings) = ConfigFileReader.read(file, sectionKeys: Set(sections.map(\.secretKey)))
        var configuration = AppConfiguration(configFile: file)
        if let home = environment["HOME"], let path = settings.logFile, path.hasPrefix("~/") {
            settings.logFile = home + path.dropFirst()
        }
        configuration.apply(settings)
        configuration.dummyAPIAppIDOrigin = settings.secretLines["dummyapi.app_id"].map {
            .configFile(path: file.path, line: $0)
        }
        configuration.openWeatherMapKeyOrigin = settings.secretLines["openweathermap.api_key"].map {
            .configFile(path: file.path, line: $0)
        }
        var malformed = settings.malformedURLKeys
        warnings += configuration.apply(environment: environment, malformed: &malformed)
        configuration.apply(overrides, malformed: &malformed)
        warnings += configuration.refuseUnsendableSecrets()
        warnings += configuration.chooseProviders(
            usersRequested: overrides.usersProvider ?? settings.usersProvider,
            weatherRequested: overrides.weatherProvider ?? settings.weatherProvider, malformedURLKeys: malformed)
        for options in sections {
            let secretOrigin = settings.secretLines[options.secretKey].map {
                SecretOrigin.configFile(path: file.path, line: $0)
            }
            let (resolved, sectionWarnings) = resolve(
                options, secret: settings.sectionSecrets[options.secretKey], secretOrigin: secretOrigin,
                overrides: overrides, environment: environment)
            configuration.sections[options.name] = resolved
            warnings += sectionWarnings
        }
        return (configuration, warnings)
    }

    /// A contributed section's settings: the secret from the environment, else the file (none when
    /// it cannot be sent, with a warning); the base URL from the flag, else the environment, else the
    /// section's own origin; the provider from the flag, else the first — always the first when the
    /// environment's URL is malformed.
    private static func resolve(
        _ options: SectionOptions, secret: String?, secretOrigin: SecretOrigin?, overrides: CommandLineOverrides,
        environment: [String: String]
    ) -> (SectionSettings, [ConfigurationWarning]) {
        func value(_ name: String) -> String? {
            environment[name].map { $0.trimmingSpacesAndTabs() }.flatMap { $0.isEmpty ? nil : $0 }
        }
        var settings = SectionSettings(defaultsOf: options)
        if let fromEnvironment = value(options.secretEnvironment) {
            settings.secret = fromEnvironment
            settings.secretOrigin = .environment(variable: options.secretEnvironment)
        } else if let secret {
            (settings.secret, settings.secretOrigin) = (secret, secretOrigin)
        }
        var warnings: [ConfigurationWarning] = []
        if let given = settings.secret, !isSendable(secret: given) {
            (settings.secret, settings.secretOrigin) = (nil, nil)
            warnings.append(unsendableSecretWarning("\(options.secretEnvironment) (or \(options.secretKey))"))
        }
        settings.provider = overrides.sectionProviders[options.name] ?? settings.provider
        if let url = overrides.sectionURLs[options.name] {
            settings.baseURL = url
        } else if let text = value(options.urlEnvironment) {
            guard let url = BaseURL.parse(text) else {
                let fallback = SectionSettings(defaultsOf: options)
                let message =
                    "\(options.urlEnvironment) is not an http:// or https:// URL with a host; "
                    + "using \(fallback.provider) \(options.name)"
                return (fallback, warnings + [ConfigurationWarning(message: message)])
            }
            settings.baseURL = url
        }
        return (settings, warnings)
    }

    private mutating func apply(_ settings: ConfigFileSettings) {
        units = settings.units ?? units
        defaultCity = settings.defaultCity ?? defaultCity
        logFile = settings.logFile ?? logFile
        sampleUserCount = settings.sampleUserCount ?? sampleUserCount
        requestTimeout = settings.requestTimeout ?? requestTimeout
        mouse = settings.mouse ?? mouse
        animation = settings.animation ?? animation
        theme = settings.theme ?? theme
        dummyAPIAppID = settings.dummyAPIAppID ?? dummyAPIAppID
        openWeatherMapAPIKey = settings.openWeatherMapAPIKey ?? openWeatherMapAPIKey
        dummyAPIURL = settings.dummyAPIURL ?? dummyAPIURL
        openWeatherMapURL = settings.openWeatherMapURL ?? openWeatherMapURL
        openMeteoURL = settings.openMeteoURL ?? openMeteoURL
        openMeteoGeocodingURL = settings.openMeteoGeocodingURL ?? openMeteoGeocodingURL
        logLevel = settings.logLevel ?? logLevel
        keys = settings.keys
    }

    /// Applies the environment variables tern reads; returns warnings for unusable values. A malformed
    /// URL adds its config key to `malformed`; a good one set later (a flag) takes it out again.
    private mutating func apply(
        environment: [String: String], malformed: inout Set<String>
    ) -> [ConfigurationWarning] {
        func value(_ name: String) -> String? {
            guard let text = environment[name]?.trimmingSpacesAndTabs(), !text.isEmpty else { return nil }
            return text
        }
        var warnings: [ConfigurationWarning] = []
        func url(_ name: String, key: String) -> URL? {
            guard let text = value(name) else { return nil }
            guard let url = BaseURL.parse(text) else {
                warnings.append(ConfigurationWarning(message: "\(name) is not an http:// or https:// URL with a host"))
                malformed.insert(key)
                return nil
            }
            malformed.remove(key)
            return url
        }
        if let key = value("OPENWEATHER_API_KEY") {
            (openWeatherMapAPIKey, openWeatherMapKeyOrigin) = (key, .environment(variable: "OPENWEATHER_API_KEY"))
        }
        if let appID = value("DUMMYAPI_APP_ID") {
            (dummyAPIAppID, dummyAPIAppIDOrigin) = (appID, .environment(variable: "DUMMYAPI_APP_ID"))
        }
        dummyAPIURL = url("TERN_DUMMYAPI_URL", key: "dummyapi.url") ?? dummyAPIURL
        openWeatherMapURL = url("TERN_OPENWEATHERMAP_URL", key: "openweathermap.url") ?? openWeatherMapURL
        openMeteoURL = url("TERN_OPEN_METEO_URL", key: "open_meteo.url") ?? openMeteoURL
        openMeteoGeocodingURL =
            url("TERN_OPEN_METEO_GEOCODING_URL", key: "open_meteo.geocoding_url") ?? openMeteoGeocodingURL
        logFile = value("TERN_LOG") ?? logFile
        return warnings
    }

    private mutating func apply(_ overrides: CommandLineOverrides, malformed: inout Set<String>) {
        for (key, url) in [
            ("dummyapi.url", overrides.dummyAPIURL), ("openweathermap.url", overrides.openWeatherMapURL),
            ("open_meteo.url", overrides.openMeteoURL), ("open_meteo.geocoding_url", overrides.openMeteoGeocodingURL),
        ] where url != nil {
            malformed.remove(key)
        }
        dummyAPIURL = overrides.dummyAPIURL ?? dummyAPIURL
        openWeatherMapURL = overrides.openWeatherMapURL ?? openWeatherMapURL
        openMeteoURL = overrides.openMeteoURL ?? openMeteoURL
        openMeteoGeocodingURL = overrides.openMeteoGeocodingURL ?? openMeteoGeocodingURL
        logLevel = overrides.logLevel ?? logLevel
        logFile = overrides.logFile ?? logFile
        units = overrides.units ?? units
        requestTimeout = overrides.requestTimeout ?? requestTimeout
        sampleUserCount = overrides.sampleUserCount ?? sampleUserCount
        mouse = overrides.mouse ?? mouse
        animation = overrides.animation ?? animation
        theme = overrides.theme ?? theme
    }

    /// Picks the providers: the one asked for (on the command line or in the config file), keyed or
    /// not — a live provider without its key fails with a message naming the key and where to set it,
    /// never turning into the sample unasked; else the live provider whose key is configured, else
    /// Open-Meteo for weather (it needs no key) and the bundled sample for users. A live provider whose
    /// base URL was malformed falls back to samples with a warning, rather than to its public default
    /// host.
    private mutating func chooseProviders(
        usersRequested: UsersProvider?, weatherRequested: WeatherProvider?, malformedURLKeys: Set<String>
    ) -> [ConfigurationWarning] {
        var warnings: [ConfigurationWarning] = []
        usersProvider = usersRequested ?? (dummyAPIAppID?.isEmpty == false ? .dummyapi : .sample)
        weatherProvider = weatherRequested ?? (openWeatherMapAPIKey?.isEmpty == false ? .openweathermap : .openMeteo)
        func hasMalformedURL(_ provider: String, keys: [String], fallback: String) -> Bool {
            guard keys.contains(where: malformedURLKeys.contains) else { return false }
            warnings.append(
                ConfigurationWarning(
                    message: "the \(provider) base URL is malformed, so nothing is sent to \(provider); \(fallback)"))
            return true
        }
        if usersProvider == .dummyapi,
            hasMalformedURL("dummyapi", keys: ["dummyapi.url"], fallback: "using sample users")
        {
            usersProvider = .sample
        }
        let weatherKeys =
            switch weatherProvider {
            case .openweathermap: ["openweathermap.url"]
            case .openMeteo: ["open_meteo.url", "open_meteo.geocoding_url"]
            case .sample: [String]()
            }
        if hasMalformedURL(weatherProvider.rawValue, keys: weatherKeys, fallback: "using sample weather") {
            weatherProvider = .sample
        }
        return warnings
    }
}
