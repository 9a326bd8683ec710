import ArgumentParser
import Configuration
import FoundationEssentials
import Networking

extension TernCommand {
    /// `tern keys`: every key of every screen, as the config file's `[keys]` tables bind them.
    struct Keys: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "keys",
            abstract: "Print every key binding as config.toml binds them.",
            discussion: """
                Prints the keys of every screen, grouped by where they work, as KEYS  ACTION  WHAT IT \
                DOES. A [keys] table in config.toml binds an action by its name to one or more keys \
                (down = ["n", "Down", "Ctrl-N"]); [keys.users], [keys.weather] and [keys.movies] bind \
                them in one section. A line with a bad key name, an unknown action or a key already \
                bound on another line of its table is ignored, with a warning on standard error.
                """)

        @Flag(help: "Print the default keys, without the config file's [keys] tables.")
        var defaults = false

        @Flag(help: "Print Markdown tables.")
        var markdown = false

        init() {}

        func run() throws {
            let streams = StandardStreams.secure()
            let table: KeyTable
            if defaults {
                table = KeyTable()
            } else {
                let (configuration, warnings) = AppConfiguration.resolve(sections: SectionFeatures.options)
                table = KeyTable(configured: configuration.keys, file: configuration.configFile.path)
                for warning in (warnings + table.warnings).sorted(by: { ($0.line ?? 0) < ($1.line ?? 0) }) {
                    StandardStreams.writeError(warning.description, redactor: configuration.redactor)
                }
            }
            do {
                try streams.writeOutput(markdown ? table.markdown : table.text)
            } catch .readerGone {
                return
            } catch .failed(let message) {
                StandardStreams.writeError(message)
                throw ExitCode.failure
            }
        }
    }
}
