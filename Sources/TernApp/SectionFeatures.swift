import ArgumentParser
import Configuration
import FeatureKit
import Movies

/// The sections features contribute, after Users and Weather in Tab order (decision 2010): the
/// one registration list. Each brings its screen, its subcommand, its flags and its settings.
enum SectionFeatures {
    /// The registered features.
    static let all: [any SectionFeature.Type] = [MoviesSection.self]

    /// Their subcommands: `tern movies`.
    static var commands: [any ParsableCommand.Type] { all.map { $0.command } }

    /// Their lines of `tern --help`'s usage: "tern movies [(--print | --json) [--limit <N>]] …".
    static var usage: String {
        all.map { "\n  tern \($0.options.name) [(--print | --json) [--limit <N>]] [<options>]" }.joined()
    }

    /// What the configuration resolves for them.
    static var options: [SectionOptions] { all.map { $0.options } }
}

extension SectionFeature {
    /// The subcommand of this feature's section.
    static var command: any ParsableCommand.Type { SectionCommand<Self>.self }
}
