/// What a contributed section answers for `tern <name> --print` and `--json`: its items as table
/// rows and as JSON objects. The app sanitizes every cell before it prints, aligns the table and
/// wraps the objects in the documented envelope (`schema_version`, `source`, `cached`, `total`).
public struct SectionReport: Sendable, Equatable {
    /// Who answered: "sample data", "TMDB".
    public var source: String
    /// True when an answer came from the offline cache.
    public var isCached: Bool
    /// How many items the provider has in all, when it says.
    public var total: Int?
    /// The JSON key of the items' array: "movies".
    public var key: String
    /// The table's column names.
    public var columns: [String]
    /// One table row per item, a cell per column; columns whose names are in `rightAligned` are
    /// aligned right.
    public var rows: [[String]]
    /// The columns aligned right (numbers).
    public var rightAligned: Set<String>
    /// One JSON object per item: every documented key, `null` when the provider does not say.
    public var items: [[String: ReportValue]]

    /// A report with every field given; see the properties.
    public init(
        source: String, isCached: Bool, total: Int?, key: String, columns: [String], rows: [[String]],
        rightAligned: Set<String> = [], items: [[String: ReportValue]]
    ) {
        (self.source, self.isCached, self.total, self.key) = (source, isCached, total, key)
        (self.columns, self.rows, self.rightAligned, self.items) = (columns, rows, rightAligned, items)
    }
}
