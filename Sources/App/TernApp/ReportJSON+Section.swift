import FeatureKit

extension ReportJSON {
    /// The `<name> --json` document of a contributed section (docs/OUTPUT.md, "Movies"): the
    /// envelope, `total`, and the items under the section's key.
    static func section(_ report: SectionReport) -> String {
        var object = envelope(source: report.source, isCached: report.isCached)
        object["total"] = orNull(report.total)
        object[report.key] = report.items.map { $0.mapValues(value) }
        return text(object)
    }

    private static func value(_ value: ReportValue) -> Any {
        switch value {
        case .text(let text): orNull(text)
        case .integer(let number): orNull(number)
        case .number(let number): orNull(number)
        case .texts(let texts): texts
        }
    }
}
