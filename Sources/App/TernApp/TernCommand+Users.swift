import ArgumentParser
import Configuration
import Domain
import TerminalCore

extension TernCommand {
    /// `tern users`: opens the Users section, optionally a user's detail.
    public struct Users: ParsableCommand {
        public static let configuration = CommandConfiguration(
            commandName: "users",
            abstract: "Open the Users section.",
            discussion: """
                Lists people from DummyAPI when DUMMYAPI_APP_ID is set, else from bundled sample data.

                --json prints the first N users (--limit, default 30) as JSON on standard output and \
                exits, without a terminal, for scripts; the schema is documented in docs/OUTPUT.md.

                EXAMPLES
                  tern users                      the list of people
                  tern users --open sample-0003 --more
                                                  a user's detail and more-info sheet
                  tern users --sample-users 500 --open synthetic-42
                                                  one of 500 generated people
                  tern users --json --limit 5     five users as JSON, then exit
                """
        )

        @Option(
            name: .customLong("open"),
            help: ArgumentHelp("Open the detail of the user with this id, as Enter on them does.", valueName: "ID"))
        public var openUserID: String?

        @Flag(name: .customLong("more"), help: "Also open the more-info sheet (with --open).")
        public var showMoreInfo = false

        @Flag(name: .customLong("json"), help: "Print users as JSON and exit.")
        public var printsJSON = false

        @Option(help: ArgumentHelp("With --json: how many users to print (default 30).", valueName: "N"))
        public var limit: Int?

        @Option(
            name: .customLong("sample-users"),
            help: ArgumentHelp(
                "Show N generated sample people (1–1000000) instead of the bundled ones.", valueName: "N"))
        public var sampleUserCount: Int?

        @OptionGroup public var common: CommonOptions

        public init() {}

        public var startupRequest: StartupRequest { .users(openUserID: openUserID, showMoreInfo: showMoreInfo) }

        public mutating func validate() throws {
            if let sampleUserCount, !(1...1_000_000).contains(sampleUserCount) {
                throw ValidationError("--sample-users must be between 1 and 1000000.")
            }
            if let openUserID, openUserID.trimmingSpacesAndTabs().isEmpty {
                throw ValidationError("--open needs a user id.")
            }
            if showMoreInfo && openUserID == nil {
                throw ValidationError("--more opens a user's more-info sheet; give the user with --open ID.")
            }
            if printsJSON && openUserID != nil {
                throw ValidationError("--open opens the full screen; it cannot go with --json.")
            }
            if let limit, !printsJSON {
                throw ValidationError("--limit \(limit) applies to --json only.")
            }
            if let limit, !(1...1_000_000).contains(limit) {
                throw ValidationError("--limit must be between 1 and 1000000.")
            }
        }
    }
}

extension TernCommand.Users: ReportCommand {
    /// The number of users `--json` prints without `--limit`.
    static let defaultLimit = 30

    var report: Report? { printsJSON ? .users(limit: limit ?? Self.defaultLimit) : nil }
}
