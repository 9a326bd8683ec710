import ArgumentParser

extension TernCommand {
    /// Every error ArgumentParser prints for tern starts as tern's own do: "tern: ", not "Error: ".
    public static var _errorPrefix: String { "tern: " }

    /// What a usage error prints on standard error (exit 2): "tern: " and ArgumentParser's message,
    /// with a "Did you mean" for a mistyped subcommand or option at any level, its help line for
    /// the option when it has one, then the usage of the command the arguments name.
    ///
    /// ArgumentParser suggests an option only among those of the command it was parsing, and reads
    /// the options every command shares at the top level, so on its own `tern --jsno` and
    /// `tern wether` get no suggestion and `tern weather --units kelvin` the top-level usage.
    static func usageErrorText(for error: any Error, arguments: [String]) -> String {
        let arguments = Array(arguments.prefix { $0 != "--" })
        let named = arguments.lazy.compactMap(subcommand(named:)).first
        var message = message(for: error)
        if named == nil, let (typed, command) = mistypedSubcommand(in: arguments) {
            message = "'\(typed)' is not a tern command. Did you mean '\(command)'?"
        } else if !message.contains("Did you mean"), let suggestion = optionSuggestion(for: message, in: named) {
            message += (message.hasSuffix(".") ? " " : ". ") + "Did you mean \(suggestion)?"
        }
        let help = fullMessage(for: error).split(separator: "\n").filter { $0.hasPrefix("Help:  ") }
        return ([_errorPrefix + message] + help.map(String.init) + [usage(of: named)]).joined(separator: "\n")
    }

    /// The usage of `command` (the top level's when `nil`) and where its help is, as ArgumentParser
    /// lays out its own.
    static func usage(of command: (any ParsableCommand.Type)?) -> String {
        let text = command.map { usageString(for: $0) } ?? usageString()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let name = command.map { "tern \($0._commandName)" } ?? "tern"
        return "Usage: " + lines.joined(separator: "\n       ") + "\n  See '\(name) --help' for more information."
    }

    /// The subcommand called `name`, if there is one.
    private static func subcommand(named name: String) -> (any ParsableCommand.Type)? {
        configuration.subcommands.first { $0._commandName == name }
    }

    /// The first word of `arguments` that is not an option and is a subcommand's name mistyped
    /// (at most two letters off), with that name.
    private static func mistypedSubcommand(in arguments: [String]) -> (typed: String, command: String)? {
        let names = configuration.subcommands.map { $0._commandName }
        for word in arguments where !word.hasPrefix("-") {
            let (distance, name) = names.map { (editDistance(word, $0), $0) }.min { $0.0 < $1.0 } ?? (.max, "")
            if distance <= 2 { return (word, name) }
        }
        return nil
    }

    /// For "Unknown option '--jsno'" with no suggestion: the option as ArgumentParser suggests it
    /// for the subcommand named (`'--json'`), or, with none named, each subcommand it belongs to or
    /// is close to an option of (`'tern users --json' or 'tern weather --json'`).
    private static func optionSuggestion(for message: String, in named: (any ParsableCommand.Type)?) -> String? {
        let prefix = "Unknown option '"
        guard message.hasPrefix(prefix), let end = message.dropFirst(prefix.count).firstIndex(of: "'") else {
            return nil
        }
        let option = String(message[message.index(message.startIndex, offsetBy: prefix.count)..<end])
        var suggestions: [String] = []
        for command in named.map({ [$0] }) ?? configuration.subcommands {
            let suggested: String
            do {
                _ = try parseAsRoot([command._commandName, option])
                suggested = option
            } catch {
                let text = Self.message(for: error)
                if let range = text.firstRange(of: "Did you mean '") {
                    suggested = String(text[range.upperBound...].prefix { $0 != "'" })
                } else if text.hasPrefix(prefix) {
                    continue
                } else {
                    // Known there, wanting a value or another option with it.
                    suggested = option
                }
            }
            suggestions.append(named == nil ? "'tern \(command._commandName) \(suggested)'" : "'\(suggested)'")
        }
        guard let last = suggestions.popLast() else { return nil }
        return suggestions.isEmpty ? last : suggestions.joined(separator: ", ") + " or " + last
    }

    /// The Levenshtein distance between `a` and `b`, in characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let (a, b) = (Array(a), Array(b))
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
