/// Splits sanitised text into the cells a terminal draws it in.
///
/// Every scalar of width 1 or 2 (`DisplayWidth.of`, glibc's `wcwidth`) starts a cell of that
/// width — so an Indic spacing vowel sign or a Thai SARA AM gets its own column, as ncurses and
/// tmux give it one — and the zero-width scalars after it join that cell. The input must come
/// from `TextSanitizer.sanitize`, which guarantees that text starts with a spacing scalar, that
/// every scalar is printable and that no cell gets more than `Cell.maximumScalars` scalars.
struct TextCells: Sequence {
    /// One cell's text and its width in columns (1 or 2).
    struct Piece {
        var text: String
        var width: Int
    }

    private let text: String

    init(_ safeText: String) {
        self.text = safeText
    }

    func makeIterator() -> Iterator {
        Iterator(scalars: text.unicodeScalars.makeIterator())
    }

    /// Walks the scalars, one cell per `next()`.
    struct Iterator: IteratorProtocol {
        var scalars: String.UnicodeScalarView.Iterator
        var pending: Unicode.Scalar?

        mutating func next() -> Piece? {
            guard let first = pending ?? scalars.next() else { return nil }
            pending = nil
            var cell = String.UnicodeScalarView()
            cell.append(first)
            while let scalar = scalars.next() {
                if DisplayWidth.of(scalar) != 0 {
                    pending = scalar
                    break
                }
                cell.append(scalar)
            }
            return Piece(text: String(cell), width: Swift.max(1, DisplayWidth.of(first)))
        }
    }
}
