import Foundation

/// The pane's cursor as tmux keeps it: whether the program shows it, and where.
extension TmuxSession {
    /// The cursor's state: `visible` from `#{cursor_flag}`, the cell from `#{cursor_x}` and `#{cursor_y}`.
    struct Cursor: Equatable, CustomStringConvertible {
        var visible: Bool
        var x: Int
        var y: Int

        var description: String { "\(visible ? "shown" : "hidden") at \(x),\(y)" }
    }

    /// The cursor now.
    func cursor() throws -> Cursor {
        let fields = try display("#{cursor_flag} #{cursor_x} #{cursor_y}").split(separator: " ").compactMap { Int($0) }
        guard fields.count == 3 else { throw Failure.command(["display-message", "cursor"], "unreadable cursor") }
        return Cursor(visible: fields[0] == 1, x: fields[1], y: fields[2])
    }

    /// Polls until the cursor satisfies `condition`, or throws after `timeout` seconds.
    @discardableResult
    func waitForCursor(_ what: String, timeout: Double = 10, _ condition: (Cursor) -> Bool) throws -> Cursor {
        let deadline = Date().addingTimeInterval(timeout)
        var last: Cursor?
        while Date() < deadline {
            let cursor = try cursor()
            if condition(cursor) { return cursor }
            last = cursor
            _ = poll(nil, 0, 25)
        }
        throw Failure.timeout(
            "the cursor \(what) (last \(last.map(String.init(describing:)) ?? "unread"))", screen: try screen())
    }
}
