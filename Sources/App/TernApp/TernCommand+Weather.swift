import ArgumentParser
import Configuration
import Domain
import TerminalCore

extension TernCommand {
    /// `tern weather [CITY]`: opens the Weather section for a city.
    public struct Weather: ParsableCommand {
        public static let configuration = CommandConfiguration(
            commandName: "weather",
            abstract: "Open the Weather section.",
            discussion: """
                Shows the forecast for CITY, or for the configured default city (London unless \
                default_city is set in the config file).

                --print, --json, --jsonl and --format answer once on standard output and exit, \
                without a terminal, for scripts; with --json and --jsonl, --fields KEYS keeps only \
                those keys (a wrong one lists them all).

                FORMAT CODES
                \(ReportTemplate.codeHelp(ForecastLine.codes))

                EXAMPLES
                  tern weather                    the default city's forecast
                  tern weather "São Paulo" --detail
                                                  today's detail for São Paulo
                  tern weather Zürich --units imperial --more
                                                  °F, with today's more-info sheet
                  tern weather London --print     the forecast as a table, then exit
                  tern weather Tokyo --json       the forecast as JSON, then exit
                  tern weather London --format '%l: %c %t'
                                                  one line: London: ⛅ +9°C
                  tern weather Oslo --json --fields location.name,days.max_temperature
                                                  the name and each day's high
                """
        )

        /// The words of CITY: `tern weather New York` is `tern weather "New York"`.
        @Argument(
            help: ArgumentHelp("The city to show; several words are one name (New York).", valueName: "CITY"),
            completion: .custom(CityCompletion.complete))
        public var cityWords: [String] = []

        @Flag(help: "Open the forecast detail right away.")
        public var detail = false

        @Flag(name: .customLong("more"), help: "Also open the more-info sheet for today.")
        public var showMoreInfo = false

        @OptionGroup var output: ReportOptions

        @OptionGroup public var common: CommonOptions

        public init() {}

        /// The city named, its words joined by spaces; `nil` when none is.
        public var city: String? { cityWords.isEmpty ? nil : cityWords.joined(separator: " ") }

        public var startupRequest: StartupRequest { .weather(city: city, detail: detail, showMoreInfo: showMoreInfo) }

        public mutating func validate() throws {
            if let city, city.trimmingSpacesAndTabs().isEmpty {
                throw ValidationError("CITY must not be empty.")
            }
            if output.isRequested && (detail || showMoreInfo) {
                throw ValidationError(
                    "--detail and --more open the full screen; they cannot go with --print, --json, --jsonl "
                        + "or --format.")
            }
            _ = try reportAsked()
        }
    }
}

extension TernCommand.Weather: ReportCommand {
    var report: Report? { (try? reportAsked()) ?? nil }

    /// The report the output options ask for; a usage error for an unknown field or code.
    private func reportAsked() throws(ValidationError) -> Report? {
        try output.report(
            of: .forecast(city: city), validFields: ReportJSON.forecastFields, codes: ForecastLine.codes)
    }
}
