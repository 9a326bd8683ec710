import ArgumentParser
import Configuration
import Domain
import FoundationEssentials
import Logging

extension TernCommand {
    /// Options every `tern` command accepts: providers, base URLs, log file, units and timeout.
    public struct CommonOptions: ParsableArguments {
        @Option(help: ArgumentHelp("Where users come from.", valueName: "PROVIDER"))
        public var usersProvider: UsersProvider?

        @Option(
            help: ArgumentHelp("Where weather comes from.", valueName: "PROVIDER")
        )
        public var weatherProvider: WeatherProvider?

        @Option(
            name: .customLong("dummyapi-url"),
            help: ArgumentHelp("DummyAPI base URL; http:// allowed (also TERN_DUMMYAPI_URL).", valueName: "URL"),
            transform: TernCommand.baseURL)
        public var dummyAPIURL: URL?

        @Option(
            name: .customLong("openweathermap-url"),
            help: ArgumentHelp("OpenWeatherMap base URL (also TERN_OPENWEATHERMAP_URL).", valueName: "URL"),
            transform: TernCommand.baseURL)
        public var openWeatherMapURL: URL?

        @Option(
            name: .customLong("open-meteo-url"),
            help: ArgumentHelp("Open-Meteo forecast base URL (also TERN_OPEN_METEO_URL).", valueName: "URL"),
            transform: TernCommand.baseURL)
        public var openMeteoURL: URL?

        @Option(
            name: .customLong("open-meteo-geocoding-url"),
            help: ArgumentHelp("Open-Meteo geocoding base URL (also TERN_OPEN_METEO_GEOCODING_URL).", valueName: "URL"),
            transform: TernCommand.baseURL)
        public var openMeteoGeocodingURL: URL?

        @Option(
            help: ArgumentHelp(
                "Write log lines to this file (also TERN_LOG; default $XDG_STATE_HOME/tern/tern.log).",
                valueName: "PATH"),
            completion: .file())
        public var logFile: String?

        @Option(
            help: ArgumentHelp(
                "Least severe log lines written: trace, debug, info (default), notice, warning, error, critical.",
                valueName: "LEVEL"))
        public var logLevel: Logger.Level?

        @Option(help: ArgumentHelp("Units for temperatures and wind (default metric).", valueName: "UNITS"))
        public var units: Units?

        @Option(
            name: .customLong("timeout"),
            help: ArgumentHelp("Request timeout in seconds (default 10).", valueName: "SECONDS"))
        public var requestTimeout: Double?

        @Flag(help: "Do not ask the terminal to report the mouse, so its own text selection works.")
        public var noMouse = false

        @Flag(help: "Show a static text instead of spinners: nothing on screen moves by itself.")
        public var noAnimation = false

        @Option(
            help: ArgumentHelp(
                "The colours: default, light, high-contrast, mono, or a theme file's name (tern themes lists them).",
                valueName: "NAME"))
        public var theme: String?

        public init() {}

        public mutating func validate() throws {
            if let requestTimeout, !(requestTimeout > 0 && requestTimeout <= 600) {
                throw ValidationError("--timeout must be more than 0 and at most 600 seconds.")
            }
            if let theme, !ThemeFiles.isThemeName(theme) {
                throw ValidationError("--theme needs a name of letters, digits, - and _ (tern themes lists them).")
            }
            if let logFile, logFile.isEmpty {
                throw ValidationError("--log-file needs a path.")
            }
        }

        /// The flags as configuration overrides.
        public var overrides: CommandLineOverrides {
            var overrides = CommandLineOverrides(
                usersProvider: usersProvider, weatherProvider: weatherProvider, dummyAPIURL: dummyAPIURL,
                openWeatherMapURL: openWeatherMapURL, openMeteoURL: openMeteoURL,
                openMeteoGeocodingURL: openMeteoGeocodingURL, logFile: logFile, logLevel: logLevel, units: units,
                requestTimeout: requestTimeout, mouse: noMouse ? false : nil,
                animation: noAnimation ? false : nil)
            overrides.theme = theme
            return overrides
        }

        private enum CodingKeys: String, CodingKey {
            case usersProvider, weatherProvider, dummyAPIURL, openWeatherMapURL, openMeteoURL, openMeteoGeocodingURL
            case logFile, logLevel, units, requestTimeout, noMouse, noAnimation, theme
        }
    }
}
