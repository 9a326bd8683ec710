import TerminalCore

/// What a terminal below the minimum size shows instead of a broken layout:
/// "Terminal too small: need 40×10, have 20×6", centered in whatever room there is and, where it
/// does not fit on one line, broken between its phrases, never inside one.
public struct TooSmallMessage: Widget {
    /// The smallest size the app works at.
    public var required: Size
    /// The terminal's size now.
    public var actual: Size

    /// The message for a terminal of `actual` size that needs `required`.
    public init(required: Size, actual: Size) {
        self.required = required
        self.actual = actual
    }

    /// The message on one line.
    public var text: String { "Terminal too small: need \(required), have \(actual)" }

    /// Clears `area` and draws the message centered in it, broken between phrases where it must be.
    public func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        buffer.fill(area)
        let lines = Self.lines(fitting: area.width, of: phrasings).map { ($0, Style.bold) }
        CenteredLines(lines: lines).render(into: &buffer, area: area)
    }

    /// The message broken ever finer: one line, then the size on its own line, then each size.
    var phrasings: [[String]] {
        let need = "need \(required)"
        let have = "have \(actual)"
        return [[text], ["Terminal too small:", "\(need), \(have)"], ["Terminal too small:", need + ",", have]]
    }

    /// The first phrasing whose lines all fit `width`; the finest one wrapped when none does.
    static func lines(fitting width: Int, of phrasings: [[String]]) -> [String] {
        if let fitting = phrasings.first(where: { $0.allSatisfy { DisplayWidth.of($0) <= width } }) {
            return fitting
        }
        return (phrasings.last ?? []).flatMap { TextLayout.wrap($0, width: width) }
    }
}
