import Domain
import FoundationEssentials
import Logging

/// The values tern's config file (`config.toml`) sets; `nil` means "not in the file".
///
/// Built from the file's text with every problem — a malformed line, an unknown key, a value of the
/// wrong kind — reported as a warning naming the file and line and saying what is used instead; the
/// other lines still apply. `ConfigFileKey.all` lists the keys.
struct ConfigFileSettings: Equatable {
    var units: Units?
    var defaultCity: String?
    var logFile: String?
    var logLevel: Logger.Level?
    var sampleUserCount: Int?
    var requestTimeout: Double?
    var mouse: Bool?
    var animation: Bool?
    var theme: String?
    var usersProvider: UsersProvider?
    var weatherProvider: WeatherProvider?
    var dummyAPIAppID: String?
    var dummyAPIURL: URL?
    var openWeatherMapAPIKey: String?
    var openWeatherMapURL: URL?
    var openMeteoURL: URL?
    var openMeteoGeocodingURL: URL?
    /// The URL keys whose value is not an http(s) URL: their provider must not fall back to its default host.
    var malformedURLKeys: Set<String> = []
    /// The secrets of the sections features contribute, by their config key (`tmdb_api_key`).
    var sectionSecrets: [String: String] = [:]
    /// The `[keys]` lines that read well, in file order (the composition root checks their actions).
    var keys: [ConfiguredKeys] = []
    /// The line each secret was set on, by its config key (`openweathermap.api_key`, `tmdb_api_key`):
    /// a message about a refused key names it.
    var secretLines: [String: Int] = [:]

    /// Whether the file holds an API key or app id.
    var holdsSecret: Bool {
        dummyAPIAppID?.isEmpty == false || openWeatherMapAPIKey?.isEmpty == false
            || sectionSecrets.values.contains { !$0.isEmpty }
    }

    /// Every key the file may contain, as `table.key` ("" table for top-level keys).
    static let knownKeys = ConfigFileKey.all.map(\.name)

    /// Parses `text`; `file` is the path used in warnings. `sectionKeys` are the secrets' keys the
    /// features' sections add (`SectionOptions.secretKey`), known besides `knownKeys`.
    static func parse(
        _ text: String, file: String, sectionKeys: Set<String> = []
    ) -> (settings: ConfigFileSettings, warnings: [ConfigurationWarning]) {
        let parser = TOMLSubsetParser(text: text)
        var settings = ConfigFileSettings()
        var warnings = parser.problems.map {
            ConfigurationWarning(file: file, line: $0.line, message: $0.message + "; line ignored")
        }
        for entry in parser.entries {
            let name = entry.table.isEmpty ? entry.key : "\(entry.table).\(entry.key)"
            if entry.table == "keys" || entry.table.hasPrefix("keys.") {
                do throws(ConfiguredKeys.Problem) {
                    settings.keys.append(
                        try ConfiguredKeys.read(
                            table: entry.table, key: entry.key, value: entry.value, line: entry.line))
                } catch {
                    warnings.append(
                        ConfigurationWarning(file: file, line: entry.line, message: error.message + "; line ignored"))
                }
                continue
            }
            if sectionKeys.contains(name) {
                guard case .string(let text) = entry.value else {
                    warnings.append(
                        ConfigurationWarning(
                            file: file, line: entry.line, message: "\(name) has a value of the wrong kind; not set"))
                    continue
                }
                settings.sectionSecrets[name] = text
                settings.secretLines[name] = entry.line
                continue
            }
            if ["dummyapi.app_id", "openweathermap.api_key"].contains(name), case .string = entry.value {
                settings.secretLines[name] = entry.line
            }
            if let problem = settings.apply(name: name, value: entry.value) {
                let instead =
                    Self.knownKeys.contains(name) ? "; \(Self.fallbackDescription(for: name))" : "; line ignored"
                warnings.append(ConfigurationWarning(file: file, line: entry.line, message: problem + instead))
            }
        }
        warnings.sort { ($0.line ?? 0) < ($1.line ?? 0) }
        return (settings, warnings)
    }

    /// Sets the field for `name`, or returns why it cannot.
    private mutating func apply(name: String, value: TOMLSubsetParser.Value) -> String? {
        switch (name, value) {
        case ("units", .string(let text)):
            units = Units(rawValue: text)
            return units == nil ? "units must be metric or imperial, not \"\(text)\"" : nil
        case ("default_city", .string(let text)):
            defaultCity = text
        case ("log_file", .string(let text)):
            logFile = text
        case ("log_level", .string(let text)):
            logLevel = Logger.Level(rawValue: text)
            return logLevel == nil
                ? "log_level must be one of \(Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(text)\""
                : nil
        case ("sample_users", .integer(let count)):
            guard count > 0 else { return "sample_users must be a positive integer" }
            sampleUserCount = count
        case ("timeout", .integer(let seconds)) where seconds > 0:
            requestTimeout = Double(seconds)
        case ("timeout", .float(let seconds)) where seconds > 0:
            requestTimeout = seconds
        case ("mouse", .boolean(let on)):
            mouse = on
        case ("animation", .boolean(let on)):
            animation = on
        case ("theme", .string(let name)):
            guard ThemeFiles.isThemeName(name) else {
                return "theme must be a name of letters, digits, - and _, not \"\(name)\""
            }
            theme = name
        case ("users.provider", .string(let text)):
            usersProvider = UsersProvider(rawValue: text)
            return usersProvider == nil ? "users.provider must be sample or dummyapi, not \"\(text)\"" : nil
        case ("weather.provider", .string(let text)):
            weatherProvider = WeatherProvider(rawValue: text)
            return weatherProvider == nil
                ? "weather.provider must be sample, openweathermap or open-meteo, not \"\(text)\"" : nil
        case ("dummyapi.app_id", .string(let text)):
            dummyAPIAppID = text
        case ("openweathermap.api_key", .string(let text)):
            openWeatherMapAPIKey = text
        case ("dummyapi.url", .string(let text)),
            ("openweathermap.url", .string(let text)),
            ("open_meteo.url", .string(let text)),
            ("open_meteo.geocoding_url", .string(let text)):
            guard let url = BaseURL.parse(text) else {
                malformedURLKeys.insert(name)
                return "\(name) must be an http:// or https:// URL with a host"
            }
            setURL(url, for: name)
        default:
            return Self.knownKeys.contains(name) ? "\(name) has a value of the wrong kind" : "unknown key \(name)"
        }
        return nil
    }

    /// What a known key falls back to when its line is bad, e.g. "using metric".
    private static func fallbackDescription(for name: String) -> String {
        let defaults = AppConfiguration()
        switch name {
        case "units": return "using \(defaults.units.rawValue)"
        case "default_city": return "using \(defaults.defaultCity)"
        case "log_file": return "using the default log"
        case "log_level": return "using \(defaults.logLevel.rawValue)"
        case "sample_users": return "using the bundled sample"
        case "timeout": return "using \(Int(defaults.requestTimeout)) s"
        case "mouse": return "the mouse stays on"
        case "animation": return "spinners stay on"
        case "theme": return "using the default theme"
        case "users.provider", "weather.provider": return "choosing the provider from the keys"
        case "dummyapi.url", "openweathermap.url", "open_meteo.url", "open_meteo.geocoding_url":
            return "that provider is not used"
        default: return "not set"
        }
    }

    private mutating func setURL(_ url: URL, for name: String) {
        switch name {
        case "dummyapi.url": dummyAPIURL = url
        case "openweathermap.url": openWeatherMapURL = url
        case "open_meteo.url": openMeteoURL = url
        default: openMeteoGeocodingURL = url
        }
    }
}
