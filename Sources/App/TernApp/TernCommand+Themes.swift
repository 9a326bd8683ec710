import ArgumentParser
import Configuration
import FoundationEssentials
import Glibc
import TerminalCore

extension TernCommand {
    /// `tern themes`: lists the built-in themes and the person's theme files, each with a
    /// one-line preview.
    public struct Themes: ParsableCommand {
        public static let configuration = CommandConfiguration(
            commandName: "themes",
            abstract: "List the themes --theme and theme = \"NAME\" can choose, each with a preview.",
            discussion: """
                The built-in themes are default (for a dark background), light, high-contrast (WCAG AA \
                contrast for every text role) and mono (no colour). Your own are TOML files in \
                $XDG_CONFIG_HOME/tern/themes/NAME.toml: inherits = "NAME" to start from another theme, \
                then one table per role with fg and bg (a colour name, a 256-colour index or \
                "#rrggbb") and bold, dim, italic, underline, reverse (true or false). A bad line costs \
                only that line. The previews are coloured when standard output is a terminal and \
                NO_COLOR is unset.

                """ + "Roles: " + Theme.Role.allCases.map(\.name).joined(separator: ", ") + "."
        )

        public init() {}

        public func run() throws {
            let environment = ProcessInfo.processInfo.environment
            let streams = StandardStreams.secure()
            let colored = environment["NO_COLOR", default: ""].isEmpty && isatty(STDOUT_FILENO) == 1
            let truecolor = ["truecolor", "24bit"].contains(environment["COLORTERM", default: ""])
            let support: ColorSupport = colored ? (truecolor ? .direct : .palette256) : .none
            var previews = Theme.builtIn.map { ThemePreview(theme: $0, origin: "built in") }
            var warnings: [ConfigurationWarning] = []
            let folder = ThemeFiles.directory(environment: environment)
            for name in ThemeFiles.userThemeNames(environment: environment) {
                let (theme, problems) = ThemeFiles.load(named: name, usesColor: true, environment: environment)
                warnings += problems
                previews.removeAll { $0.theme.name == name }
                previews.append(
                    ThemePreview(
                        theme: theme, origin: TextSanitizer.sanitize(folder.appendingPathComponent("\(name).toml").path)
                    ))
            }
            for warning in warnings { StandardStreams.writeError(warning.description) }
            let width = previews.map(\.theme.name.count).max() ?? 0
            let text = previews.map { $0.line(support: support, nameWidth: width) + "\n" }.joined()
            do throws(StandardStreams.WriteFailure) {
                try streams.writeOutput(text)
            } catch {
                if case .failed(let reason) = error { StandardStreams.writeError(reason) }
                throw ExitCode(1)
            }
        }
    }
}
