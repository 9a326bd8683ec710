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

                --print and --json answer once on standard output and exit, without a terminal, for \
                scripts; the JSON schema is documented in docs/OUTPUT.md.

                EXAMPLES
                  tern weather                    the default city's forecast
                  tern weather "São Paulo" --detail
                                                  today's detail for São Paulo
                  tern weather Zürich --units imperial --more
                                                  °F, with today's more-info sheet
                  tern weather London --print     the forecast as a table, then exit
                  tern weather Tokyo --json       the forecast as JSON, then exit
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

        @Flag(name: .customLong("print"), help: "Print the forecast as a text table and exit.")
        public var printsTable = false

        @Flag(name: .customLong("json"), help: "Print the forecast as JSON and exit.")
        public var printsJSON = false

        @OptionGroup public var common: CommonOptions

        public init() {}

        /// The city named, its words joined by spaces; `nil` when none is.
        public var city: String? { cityWords.isEmpty ? nil : cityWords.joined(separator: " ") }

        public var startupRequest: StartupRequest { .weather(city: city, detail: detail, showMoreInfo: showMoreInfo) }

        public mutating func validate() throws {
            if let city, city.trimmingSpacesAndTabs().isEmpty {
                throw ValidationError("CITY must not be empty.")
            }
            if printsTable && printsJSON {
                throw ValidationError("Choose one of --print and --json.")
            }
            if (printsTable || printsJSON) && (detail || showMoreInfo) {
                throw ValidationError(
                    "--detail and --more open the full screen; they cannot go with --print or --json.")
            }
        }
    }
}

extension TernCommand.Weather: ReportCommand {
    var report: Report? {
        if printsJSON { return .forecast(city: city, format: .json) }
        if printsTable { return .forecast(city: city, format: .table) }
        return nil
    }
}
