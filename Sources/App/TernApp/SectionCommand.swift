import ArgumentParser
import Configuration
import FeatureKit
import FoundationEssentials

/// `tern <name>` for a section a feature contributes (decision 2010): opens the section, or with
/// `--print` / `--json` prints its first `--limit` items and exits; `--<name>-provider` and the
/// feature's base-URL flag choose where its data comes from. The same for every feature.
struct SectionCommand<Feature: SectionFeature>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Feature.options.name, abstract: Feature.abstract, discussion: Feature.discussion)
    }

    /// The number of items `--print` and `--json` print without `--limit`.
    static var defaultLimit: Int { 20 }

    @Flag(name: .customLong("print"), help: "Print the items as a text table and exit.")
    var printsTable = false

    @Flag(name: .customLong("json"), help: "Print the items as JSON and exit.")
    var printsJSON = false

    @Option(help: ArgumentHelp("With --print or --json: how many items to print (default 20).", valueName: "N"))
    var limit: Int?

    @Option(
        name: .customLong("\(Feature.options.name)-provider"),
        help: ArgumentHelp(
            "Where the data comes from: \(Feature.options.providers.joined(separator: " or ")) "
                + "(default \(Feature.options.providers.first ?? "sample")).",
            valueName: "PROVIDER"))
    var provider: String?

    @Option(
        name: .customLong(Feature.options.urlFlag),
        help: ArgumentHelp(
            "The live provider's base URL; http:// allowed (also \(Feature.options.urlEnvironment)).",
            valueName: "URL"),
        transform: TernCommand.baseURL)
    var baseURL: URL?

    @OptionGroup var common: TernCommand.CommonOptions

    init() {}

    mutating func validate() throws {
        if printsTable && printsJSON {
            throw ValidationError("Choose one of --print and --json.")
        }
        if let limit, !printsTable && !printsJSON {
            throw ValidationError("--limit \(limit) applies to --print and --json only.")
        }
        if let limit, !(1...10_000).contains(limit) {
            throw ValidationError("--limit must be between 1 and 10000.")
        }
        if let provider, !Feature.options.providers.contains(provider) {
            throw ValidationError(
                "--\(Feature.options.name)-provider must be "
                    + "\(Feature.options.providers.joined(separator: " or ")), not \"\(provider)\".")
        }
    }
}

extension SectionCommand: ReportCommand {
    var overrides: CommandLineOverrides {
        var overrides = common.overrides
        overrides.sectionProviders[Feature.options.name] = provider
        overrides.sectionURLs[Feature.options.name] = baseURL
        return overrides
    }

    var startupRequest: StartupRequest { .section(Feature.options.name) }

    var report: Report? {
        let limit = limit ?? Self.defaultLimit
        if printsJSON { return .section(name: Feature.options.name, format: .json, limit: limit) }
        if printsTable { return .section(name: Feature.options.name, format: .table, limit: limit) }
        return nil
    }
}
