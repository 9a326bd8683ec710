import TerminalCore

/// Records as the text table `--print` writes (a contributed section's items, the users): a header
/// line, then one line per record, columns aligned by display width. Every cell is sanitized (a
/// server's escape sequences show as U+FFFD, never reach the terminal); the header is bold only when `colored`.
struct SectionTable {
    let colored: Bool

    /// The table of `rows` (a cell per column) under `columns`; the columns named in `rightAligned`
    /// (numbers) are aligned right.
    func render(columns: [String], rows: [[String]], rightAligned: Set<String> = []) -> String {
        let rows = rows.map { $0.map { TextSanitizer.sanitize($0) } }
        let widths = columns.indices.map { column in
            ([columns] + rows).map { DisplayWidth.of($0.indices.contains(column) ? $0[column] : "") }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let text = columns.indices.map { column in
                let cell = cells.indices.contains(column) ? cells[column] : ""
                let gap = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
                return rightAligned.contains(columns[column]) ? gap + cell : cell + gap
            }
            .joined(separator: "  ")
            return String(text.reversed().drop { $0 == " " }.reversed())
        }
        let header = line(columns)
        return ([colored ? "\u{1B}[1m\(header)\u{1B}[0m" : header] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
