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

                --print, --json, --jsonl and --format print the first N users (--limit, default 30) \
                on standard output and exit, without a terminal, for scripts; --jsonl writes each \
                page as it loads; with --json and --jsonl, --fields KEYS keeps only those keys (a \
                wrong one lists them all).

                FORMAT CODES
                \(ReportTemplate.codeHelp(ReportTemplate.codes(UsersReport.codes)))

                EXAMPLES
                  tern users                      the list of people
                  tern users --open sample-0003 --more
                                                  a user's detail and more-info sheet
                  tern users --sample-users 500 --open synthetic-42
                                                  one of 500 generated people
                  tern users --json --limit 5     five users as JSON, then exit
                  tern users --print              a table of the first 30 people
                  tern users --format '%n <%e>' --limit 2
                                                  two lines: name and email
                """
        )

        @Option(
            name: .customLong("open"),
            help: ArgumentHelp("Open the detail of the user with this id, as Enter on them does.", valueName: "ID"),
            completion: .custom { _, _, _ in UserIDCompletion.candidatesNow() })
        public var openUserID: String?

        @Flag(name: .customLong("more"), help: "Also open the more-info sheet (with --open).")
        public var showMoreInfo = false

        @OptionGroup var output: ReportOptions

        @Option(help: ArgumentHelp("With --print, --json, --jsonl or --format: how many (default 30).", valueName: "N"))
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
            if output.isRequested && openUserID != nil {
                throw ValidationError(
                    "--open opens the full screen; it cannot go with --print, --json, --jsonl or --format.")
            }
            if let limit, !output.isRequested {
                throw ValidationError("--limit \(limit) applies to --print, --json, --jsonl and --format only.")
            }
            if let limit, !(1...1_000_000).contains(limit) {
                throw ValidationError("--limit must be between 1 and 1000000.")
            }
            _ = try reportAsked()
        }
    }
}

extension TernCommand.Users: ReportCommand {
    /// The number of users a report prints without `--limit`.
    static let defaultLimit = 30

    var report: Report? { (try? reportAsked()) ?? nil }

    /// The report the output options ask for; a usage error for an unknown field or code.
    private func reportAsked() throws(ValidationError) -> Report? {
        try output.report(
            of: .users(limit: limit ?? Self.defaultLimit), validFields: ReportJSON.userFields,
            codes: ReportTemplate.codes(UsersReport.codes))
    }
}
