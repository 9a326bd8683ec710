import ArgumentParser
import Configuration

extension TernCommand {
    /// `tern users`: opens the Users section, optionally a user's detail.
    public struct Users: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Open the Users section.",
            discussion: """
                Lists people from DummyAPI when DUMMYAPI_APP_ID is set, else from bundled sample data.

                Examples:
                  tern users
                  tern users --open 60d0fe4f5311236168a109ca
                  tern users --sample-users 500 --more
                """
        )

        @Option(
            name: .customLong("open"), help: ArgumentHelp("Open the detail of the user with this id.", valueName: "ID"))
        public var openUserID: String?

        @Flag(name: .customLong("more"), help: "Also open the more-info sheet (with --open).")
        public var showMoreInfo = false

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
            if let openUserID, openUserID.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError("--open needs a user id.")
            }
        }
    }
}
