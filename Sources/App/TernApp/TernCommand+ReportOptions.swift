import ArgumentParser

extension TernCommand {
    /// The output for scripts every section's command takes (docs/OUTPUT.md): `--print`, `--json`,
    /// `--jsonl` or `--format TEMPLATE`, and `--fields` with the JSON ones. Each prints once on
    /// standard output and exits, without a terminal.
    struct ReportOptions: ParsableArguments {
        @Flag(name: .customLong("print"), help: "Print a text table and exit.")
        var printsTable = false

        @Flag(name: .customLong("json"), help: "Print one JSON document and exit.")
        var printsJSON = false

        @Flag(name: .customLong("jsonl"), help: "Print one JSON record per line as they load, and exit.")
        var printsJSONLines = false

        @Option(
            name: .customLong("fields"),
            help: ArgumentHelp("With --json or --jsonl: only these keys, dotted for nested ones.", valueName: "KEYS"))
        var fields: String?

        @Option(
            name: .customLong("format"),
            help: ArgumentHelp("Print a line per record from %-codes and exit.", valueName: "TEMPLATE"))
        var template: String?

        /// Whether any output for scripts is asked for.
        var isRequested: Bool { printsTable || printsJSON || printsJSONLines || template != nil }

        mutating func validate() throws {
            if [printsTable, printsJSON, printsJSONLines, template != nil].filter({ $0 }).count > 1 {
                throw ValidationError("Choose one of --print, --json, --jsonl and --format.")
            }
            if fields != nil && !(printsJSON || printsJSONLines) {
                throw ValidationError(
                    "--fields applies to --json and --jsonl; --print and --format choose their own columns.")
            }
        }

        /// The report of `subject` asked for (nil when none is), its `--fields` checked against
        /// `validFields` and its template against `codes`: a usage error names what is wrong.
        func report(
            of subject: Report.Subject, validFields: [String], codes: [(letter: Character, meaning: String)]
        ) throws(ValidationError) -> Report? {
            let format: Report.Format
            if printsTable {
                format = .table
            } else if printsJSON {
                format = .json
            } else if printsJSONLines {
                format = .jsonLines
            } else if let template {
                format = .template(try ReportTemplate(template, codes: codes))
            } else {
                return nil
            }
            return Report(
                subject, format: format,
                fields: try fields.map { list throws(ValidationError) in
                    try ReportFields(list, valid: validFields)
                })
        }
    }
}
