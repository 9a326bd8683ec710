import ArgumentParser
import Configuration
import FeatureKit
import FoundationEssentials

/// `tern <name>` for a section a feature contributes (decision 2010): opens the section, or with
/// `--print`, `--json`, `--jsonl` or `--format` prints its first `--limit` items and exits; `--<name>-provider` and the
/// feature's base-URL flag choose where its data comes from. The same for every feature.
struct SectionCommand<Feature: SectionFeature>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Feature.options.name, abstract: Feature.abstract,
            discussion: Feature.discussion + "\n\nFORMAT CODES\n"
                + ReportTemplate.codeHelp(ReportTemplate.codes(Feature.reportCodes)))
    }

    /// The number of items a report prints without `--limit`.
    static var defaultLimit: Int { 20 }

    @OptionGroup var output: TernCommand.ReportOptions

    @Option(help: ArgumentHelp("With --print, --json, --jsonl or --format: how many (default 20).", valueName: "N"))
    var limit: Int?

    @Option(
        name: .customLong("\(Feature.options.name)-provider"),
        help: ArgumentHelp(
            "Where the data comes from: \(Feature.options.providers.joined(separator: " or ")) "
                + "(default \(Feature.options.providers.first ?? "sample")).",
            valueName: "PROVIDER"),
        completion: .list(Feature.options.providers))
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
        if let limit, !output.isRequested {
            throw ValidationError("--limit \(limit) applies to --print, --json, --jsonl and --format only.")
        }
        if let limit, !(1...10_000).contains(limit) {
            throw ValidationError("--limit must be between 1 and 10000.")
        }
        if let provider, !Feature.options.providers.contains(provider) {
            throw ValidationError(
                "--\(Feature.options.name)-provider must be "
                    + "\(Feature.options.providers.joined(separator: " or ")), not \"\(provider)\".")
        }
        _ = try reportAsked()
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

    var report: Report? { (try? reportAsked()) ?? nil }

    /// The report the output options ask for; a usage error for an unknown field or code.
    private func reportAsked() throws(ValidationError) -> Report? {
        try output.report(
            of: .section(name: Feature.options.name, limit: limit ?? Self.defaultLimit),
            validFields: Feature.reportFields, codes: ReportTemplate.codes(Feature.reportCodes))
    }
}
