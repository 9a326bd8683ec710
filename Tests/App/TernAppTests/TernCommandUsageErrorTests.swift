import ArgumentParser
import Testing

@testable import TernApp

/// A usage error says "tern:", suggests the subcommand or option meant at every level, and shows
/// the usage of the command the arguments name.
@Suite struct TernCommandUsageErrorTests {
    /// The text `tern arguments` prints for its usage error.
    static func text(_ arguments: [String]) -> String {
        do {
            _ = try TernCommand.parseAsRoot(arguments)
            Issue.record("\(arguments) parsed")
            return ""
        } catch {
            #expect(TernCommand.exitCode(for: error) == .validationFailure)
            return TernCommand.usageErrorText(for: error, arguments: arguments)
        }
    }

    private func firstLine(_ arguments: [String]) -> String {
        String(Self.text(arguments).split(separator: "\n").first ?? "")
    }

    @Test func everyUsageErrorStartsWithTernAndNoneWithError() {
        for arguments in [
            ["wether"], ["--jsno"], ["weather", "--jsno"], ["--units", "kelvin"], ["users", "--limit", "3"],
            ["users", "--open"], ["movies", "--limit", "0"],
        ] {
            let text = Self.text(arguments)
            #expect(text.hasPrefix("tern: "), "\(arguments): \(text)")
            #expect(!text.contains("Error:"), "\(arguments): \(text)")
        }
    }

    @Test func aMistypedSubcommandIsNamed() {
        #expect(firstLine(["wether"]) == "tern: 'wether' is not a tern command. Did you mean 'weather'?")
        #expect(firstLine(["usres", "--json"]) == "tern: 'usres' is not a tern command. Did you mean 'users'?")
        #expect(firstLine(["--units", "metric", "movis"]).hasSuffix("Did you mean 'movies'?"))
        // A word far from every subcommand stays ArgumentParser's.
        #expect(firstLine(["London"]) == "tern: Unexpected argument 'London'")
    }

    @Test func anOptionOfASubcommandIsSuggestedAtTheTopLevel() {
        #expect(
            firstLine(["--jsno"])
                == "tern: Unknown option '--jsno'. Did you mean 'tern users --json', 'tern weather --json' or "
                + "'tern movies --json'?")
        #expect(firstLine(["--detial"]) == "tern: Unknown option '--detial'. Did you mean 'tern weather --detail'?")
        // One that belongs to a subcommand as it is typed.
        #expect(firstLine(["--more"]).hasSuffix("Did you mean 'tern users --more' or 'tern weather --more'?"))
    }

    @Test func anOptionGivenBeforeItsSubcommandIsSuggestedForIt() {
        #expect(firstLine(["--jsno", "weather"]) == "tern: Unknown option '--jsno'. Did you mean '--json'?")
        #expect(firstLine(["weather", "--jsno"]) == "tern: Unknown option '--jsno'. Did you mean '--json'?")
    }

    @Test func theUsageIsTheCommandsTheArgumentsName() {
        for arguments in [["weather", "--units", "kelvin"], ["--units", "kelvin", "weather"], ["weather", "--jsno"]] {
            let text = Self.text(arguments)
            #expect(text.contains("\nUsage: tern weather "), "\(arguments): \(text)")
            #expect(text.hasSuffix("\n  See 'tern weather --help' for more information."), "\(arguments): \(text)")
            #expect(!text.contains("tern users"), "\(arguments): \(text)")
        }
        let topLevel = Self.text(["--units", "kelvin"])
        #expect(topLevel.contains("\nUsage: tern [<options>]\n         tern users "))
        #expect(topLevel.hasSuffix("\n  See 'tern --help' for more information."))
    }

    @Test func theOptionsHelpLineStays() {
        #expect(
            Self.text(["weather", "--units", "kelvin"]).split(separator: "\n").dropFirst().first
                == "Help:  --units <UNITS>  Units for temperatures and wind (default metric).")
    }

    @Test func everythingAfterADoubleDashIsAnArgument() {
        #expect(!Self.text(["--", "wether"]).contains("Did you mean"))
    }

    @Test func editDistanceCountsCharacters() {
        #expect(TernCommand.editDistance("wether", "weather") == 1)
        #expect(TernCommand.editDistance("", "users") == 5)
        #expect(TernCommand.editDistance("Zoë", "Zoe") == 1)
        #expect(TernCommand.editDistance("movies", "movies") == 0)
        #expect(TernCommand.editDistance("kitten", "sitting") == 3)
    }
}
