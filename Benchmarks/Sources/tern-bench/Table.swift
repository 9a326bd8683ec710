/// Prints benchmark results as an aligned plain-text table.
struct Table {
    let title: String
    let columns: [String]
    private(set) var rows: [[String]] = []

    init(title: String, columns: [String]) {
        self.title = title
        self.columns = columns
    }

    mutating func add(_ row: [String]) { rows.append(row) }

    func print() {
        let all = [columns] + rows
        let widths = columns.indices.map { index in
            all.map { $0.indices.contains(index) ? $0[index].count : 0 }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == 0
                    ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ")
        }
        Swift.print("\n## \(title)\n")
        Swift.print(line(columns))
        Swift.print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        for row in rows { Swift.print(line(row)) }
    }
}

extension Double {
    /// Fixed-point text with `digits` decimals.
    func formatted(_ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (self * scale).rounded() / scale
        let text = "\(scaled)"
        guard let dot = text.firstIndex(of: ".") else { return text }
        let decimals = text[text.index(after: dot)...].count
        return decimals >= digits ? text : text + String(repeating: "0", count: digits - decimals)
    }
}
