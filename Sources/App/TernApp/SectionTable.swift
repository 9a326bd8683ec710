import FeatureKit
import TerminalCore

/// A contributed section's items as the text table `tern <name> --print` writes: a header line,
/// then one line per item, columns aligned by display width. Every cell is sanitized (a server's
/// escape sequences show as U+FFFD, never reach the terminal); the header is bold only when `colored`.
struct SectionTable {
    let colored: Bool

    func render(_ report: SectionReport) -> String {
        let rows = report.rows.map { $0.map { TextSanitizer.sanitize($0) } }
        let widths = report.columns.indices.map { column in
            ([report.columns] + rows).map { DisplayWidth.of($0.indices.contains(column) ? $0[column] : "") }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let text = report.columns.indices.map { column in
                let cell = cells.indices.contains(column) ? cells[column] : ""
                let gap = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
                return report.rightAligned.contains(report.columns[column]) ? gap + cell : cell + gap
            }
            .joined(separator: "  ")
            return String(text.reversed().drop { $0 == " " }.reversed())
        }
        let header = line(report.columns)
        return ([colored ? "\u{1B}[1m\(header)\u{1B}[0m" : header] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
