import FeatureKit

extension ReportJSON {
    /// The keys around the items of a contributed section's `<name> --json` document (docs/OUTPUT.md,
    /// "Movies"): the envelope and `total`.
    static func sectionEnvelope(_ report: SectionReport) -> [String: ReportJSONValue] {
        var object = envelope(source: report.source, isCached: report.isCached)
        object["total"] = report.total.map(ReportJSONValue.integer) ?? .null
        return object
    }

    /// One item of a contributed section.
    static func item(_ item: [String: ReportValue]) -> ReportJSONValue {
        .object(item.mapValues(value))
    }

    private static func value(_ value: ReportValue) -> ReportJSONValue {
        switch value {
        case .text(let text): text.map(ReportJSONValue.text) ?? .null
        case .integer(let number): number.map(ReportJSONValue.integer) ?? .null
        case .number(let number): number.map(ReportJSONValue.number) ?? .null
        case .texts(let texts): .array(texts.map(ReportJSONValue.text))
        }
    }
}
