import ArgumentParser
import Configuration

extension TernCommand {
    /// `tern weather [CITY]`: opens the Weather section for a city.
    public struct Weather: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Open the Weather section.",
            discussion: """
                Shows the forecast for CITY, or for the configured default city (London unless \
                default_city is set in the config file).

                Examples:
                  tern weather
                  tern weather "São Paulo" --detail
                  tern weather Oslo --units imperial --more
                """
        )

        @Argument(help: ArgumentHelp("The city to show; quote names with spaces.", valueName: "CITY"))
        public var city: String?

        @Flag(help: "Open the forecast detail right away.")
        public var detail = false

        @Flag(name: .customLong("more"), help: "Also open the more-info sheet for today.")
        public var showMoreInfo = false

        @OptionGroup public var common: CommonOptions

        public init() {}

        public var startupRequest: StartupRequest { .weather(city: city, detail: detail, showMoreInfo: showMoreInfo) }

        public mutating func validate() throws {
            if let city, city.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError("CITY must not be empty.")
            }
        }
    }
}
