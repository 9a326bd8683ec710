import Logging

/// One key of tern's config file (`config.toml`), with its default and meaning: the list the
/// reader accepts (`ConfigFileSettings.knownKeys`) and the man page's CONFIGURATION section are
/// both made from `all`, so neither can name a key the other lacks.
public struct ConfigFileKey: Sendable, Equatable {
    /// `table.key`, or the key alone at the top level: `"open_meteo.url"`, `"units"`.
    public let name: String
    /// What tern uses when the file does not set it, in words: `"metric"`, `"on"`.
    public let defaultValue: String
    /// What it sets, in a few words.
    public let meaning: String

    /// The key `name`; see the properties.
    public init(_ name: String, defaultValue: String, meaning: String) {
        (self.name, self.defaultValue, self.meaning) = (name, defaultValue, meaning)
    }

    /// Every key tern's own settings read, in the order the man page lists them; the sections
    /// features contribute add their secrets' keys (`SectionOptions.secretKey`).
    public static let all: [ConfigFileKey] = {
        let defaults = AppConfiguration()
        return [
            ConfigFileKey("units", defaultValue: defaults.units.rawValue, meaning: "Metric or imperial"),
            ConfigFileKey(
                "default_city", defaultValue: defaults.defaultCity,
                meaning: "The city Weather opens on before any search"),
            ConfigFileKey(
                "log_file", defaultValue: "$XDG_STATE_HOME/tern/tern.log", meaning: "The log file; ~/ allowed"),
            ConfigFileKey(
                "log_level", defaultValue: defaults.logLevel.rawValue,
                meaning: "The least severe log lines written: "
                    + Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")),
            ConfigFileKey(
                "sample_users", defaultValue: "the bundled sample",
                meaning: "How many generated people the sample Users provider shows"),
            ConfigFileKey(
                "timeout", defaultValue: "\(Int(defaults.requestTimeout))",
                meaning: "Seconds a request may take (more than 0, at most 600)"),
            ConfigFileKey(
                "mouse", defaultValue: defaults.mouse ? "true" : "false",
                meaning: "true or false; false leaves the mouse to the terminal's own text selection"),
            ConfigFileKey(
                "animation", defaultValue: defaults.animation ? "true" : "false",
                meaning: "true or false; false puts a static text where a spinner would turn"),
            ConfigFileKey(
                "theme", defaultValue: "default (mono under NO_COLOR)",
                meaning: "The theme: default, light, high-contrast, mono or one of yours in themes/NAME.toml"),
            ConfigFileKey(
                "users.provider", defaultValue: "dummyapi when an app id is set, else sample",
                meaning: "Where users come from: sample or dummyapi"),
            ConfigFileKey(
                "weather.provider", defaultValue: "openweathermap when an API key is set, else open-meteo",
                meaning: "Where weather comes from: sample, openweathermap or open-meteo"),
            ConfigFileKey("dummyapi.app_id", defaultValue: "none", meaning: "DummyAPI app id (secret)"),
            ConfigFileKey(
                "dummyapi.url", defaultValue: AppConfiguration.defaultDummyAPIURL.absoluteString,
                meaning: "DummyAPI base URL"),
            ConfigFileKey("openweathermap.api_key", defaultValue: "none", meaning: "OpenWeatherMap API key (secret)"),
            ConfigFileKey(
                "openweathermap.url", defaultValue: AppConfiguration.defaultOpenWeatherMapURL.absoluteString,
                meaning: "OpenWeatherMap base URL"),
            ConfigFileKey(
                "open_meteo.url", defaultValue: AppConfiguration.defaultOpenMeteoURL.absoluteString,
                meaning: "Open-Meteo forecast base URL"),
            ConfigFileKey(
                "open_meteo.geocoding_url",
                defaultValue: AppConfiguration.defaultOpenMeteoGeocodingURL.absoluteString,
                meaning: "Open-Meteo geocoding base URL"),
        ]
    }()
}
