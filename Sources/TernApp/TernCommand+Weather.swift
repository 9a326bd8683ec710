import ArgumentParser
import Configuration

extension TernCommand {
    /// `tern weather [CITY]`: opens the Weather section for a city.
    public struct Weather: AsyncParsableCommand {
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

        @Flag(name: .customLong("more"), help: "Show the extended forecast right away.")
        public var loadMore = false

        @OptionGroup public var common: CommonOptions

        public init() {}

        public var startupRequest: StartupRequest { .weather(city: city, detail: detail, loadMore: loadMore) }

        public mutating func validate() throws {
            if let city, city.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError("CITY must not be empty.")
            }
        }

        public func run() async throws {
            try await common.launch(startupRequest)
        }
    }
}
