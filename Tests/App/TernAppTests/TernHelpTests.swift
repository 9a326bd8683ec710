import ArgumentParser
import TerminalCore
import Testing

@testable import TernApp

/// Issue 26, item 6: the help every command prints fits 80 columns with no line of its own text
/// wrapped, ends by sending to the manual, and, like everything installed (the man page's source,
/// the completions), names no file of the repository.
@Suite struct TernHelpTests {
    /// `tern`, each subcommand, and `help`'s.
    private static let commands: [any ParsableCommand.Type] = [TernCommand.self] + TernCommand.configuration.subcommands

    @Test(arguments: 0..<commands.count)
    func theHelpFitsEightyColumnsAndEndsWithTheManual(index: Int) {
        let command = Self.commands[index]
        let help = TernCommand.helpText(TernCommand.helpMessage(for: command, columns: 80))
        for line in help.split(separator: "\n") {
            #expect(DisplayWidth.of(String(line)) <= 80, "\(command._commandName): \(line)")
        }
        // A line of the discussion laid out by hand (an entry, an example) is never wrapped: it
        // fits as it is, after the indent ArgumentParser gives it.
        for line in command.configuration.discussion.split(separator: "\n") where line.hasPrefix(" ") {
            #expect(DisplayWidth.of(String(line)) <= 80, "\(command._commandName): \(line)")
            #expect(help.contains(line), "\(command._commandName): wrapped: \(line)")
        }
        #expect(help.hasSuffix("\n\nSee man tern.\n"))
    }

    @Test func nothingInstalledNamesARepositoryFile() throws {
        var texts = Self.commands.map { TernCommand.helpMessage(for: $0, columns: 80) }
        texts.append(TernCommand._dumpHelp())
        for shell in CompletionShell.allCases {
            texts.append(TernCommand.completionScript(for: shell))
        }
        for text in texts {
            #expect(!text.contains("docs/") && !text.contains(".md"))
        }
    }
}
