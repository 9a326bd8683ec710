import ArgumentParser
import Configuration
import FeatureKit
import FoundationEssentials
import Movies

/// The sections features contribute, after Users and Weather in Tab order (decision 2010): the
/// one registration list. Each brings its screen, its subcommand, its flags and its settings.
enum SectionFeatures {
    /// The registered features.
    static let all: [any SectionFeature.Type] = [MoviesSection.self]

    /// Their subcommands: `tern movies`.
    static var commands: [any ParsableCommand.Type] { all.map { $0.command } }

    /// Their lines of `tern --help`'s usage: "tern movies [<output> [--limit <N>]] …".
    static var usage: String {
        all.reduce(into: "") { $0 += "\n  tern \($1.options.name) [<output> [--limit <N>]] [<options>]" }
    }

    /// Their lines of `tern --help`'s ENVIRONMENT: the secret's variable and the base URL's, each
    /// on a line of its own (joined to the lines around them by the caller's newlines).
    static var environmentHelp: String {
        var text = ""
        func line(_ name: String, _ meaning: String) {
            text += "\n  \(name)\(String(repeating: " ", count: max(1, 32 - name.count)))\(meaning)"
        }
        for feature in all {
            let options = feature.options
            line(options.secretEnvironment, "\(feature.title) provider key (secret)")
            line(options.urlEnvironment, "\(feature.title) base URL (--\(options.urlFlag) wins)")
        }
        return text
    }

    /// What the configuration resolves for them.
    static var options: [SectionOptions] { all.map { $0.options } }
}

extension SectionFeature {
    /// The subcommand of this feature's section.
    static var command: any ParsableCommand.Type { SectionCommand<Self>.self }
}
