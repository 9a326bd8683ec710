import TerminalCore

/// What every presented frame must satisfy, whatever keys came before: the terminal's size, wide
/// graphemes whole and inside the row, and no control character in any cell (one would reach the
/// real terminal as a command).
enum KeyMashInvariants {
    /// The first violation in `frame` presented on a terminal of `size`, described; `nil` when none.
    /// Only rows that differ from `previous` (a frame already checked) are read again.
    static func violation(in frame: Buffer, size: Size, previous: Buffer?) -> String? {
        guard frame.size == size, frame.cells.count == size.width * size.height else {
            return "frame is \(frame.size.width)×\(frame.size.height), terminal \(size.width)×\(size.height)"
        }
        let rows = previous.map { frame.changedRows(comparedTo: $0) } ?? Array(0..<size.height)
        for y in rows {
            if let control = frame.line(y).unicodeScalars.first(where: isControl) {
                return "row \(y): control character U+\(String(control.value, radix: 16))"
            }
            var expectsContinuation = false
            for x in 0..<size.width {
                let cell = frame[x, y]
                if expectsContinuation != cell.isContinuation {
                    return "row \(y) column \(x): a wide grapheme's halves are split"
                }
                expectsContinuation = cell.width == 2
                if cell.width == 1, cell.grapheme.isEmpty {
                    return "row \(y) column \(x): an empty cell"
                }
            }
            if expectsContinuation { return "row \(y): a wide grapheme sticks out of the last column" }
        }
        return nil
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
