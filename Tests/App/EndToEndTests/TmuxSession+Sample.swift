import Foundation

/// tern on the bundled sample data (107 users, sample weather), and reading which list row is
/// selected: the list marks it only with reverse video, so the plain pane text cannot tell.
extension TmuxSession {
    /// The Users title once the bundled sample users are on screen.
    static let sampleUsersTitle = "Users · 107"
    /// The start of the title bar while the Users section is shown.
    static let usersSectionTitle = " tern [Users] Weather "
    /// The start of the title bar while the Weather section is shown.
    static let weatherSectionTitle = " tern  Users [Weather] "

    /// The selected row of a list: where it sits on screen and its text.
    struct Selection: Equatable {
        var line: Int
        var text: String
    }

    /// Starts tern on sample data in both sections with an isolated environment
    /// (`TernEnvironment.isolated`, `extra` merged over it).
    static func onSampleData(
        _ arguments: [String] = [], width: Int = 100, height: Int = 30, environment extra: [String: String] = [:]
    ) throws -> TmuxSession {
        try TmuxSession(
            arguments: arguments + ["--users-provider", "sample", "--weather-provider", "sample"],
            width: width, height: height, environment: TernEnvironment.isolated(extra))
    }

    /// The first row between the title bar and the status bar that starts in reverse video.
    func selection() throws -> Selection? { try capture().selection }

    /// Polls until the selected row's text contains `text` and, in the same capture, the pane's
    /// text satisfies `screen`.
    @discardableResult
    func waitForSelection(
        _ text: String, timeout: Double = 10, whereScreen screen: (String) -> Bool = { _ in true }
    ) throws -> Selection {
        var found = Selection(line: 0, text: "")
        try waitUntil("the selection on \"\(text)\"", timeout: timeout) { _ in
            guard let pane = try? capture(), let current = pane.selection, current.text.contains(text),
                screen(pane.text)
            else { return false }
            found = current
            return true
        }
        return found
    }

    /// Polls until a row is selected that is not `previous` (moved on screen or scrolled to another row).
    @discardableResult
    func waitForSelection(toLeave previous: Selection?, timeout: Double = 10) throws -> Selection {
        var found = Selection(line: 0, text: "")
        try waitUntil("the selection to move from \(String(describing: previous))", timeout: timeout) { _ in
            guard let current = try? selection(), current != previous else { return false }
            found = current
            return true
        }
        return found
    }

    /// One capture of the pane: its plain text and the selected row in it.
    private func capture() throws -> (text: String, selection: Selection?) {
        var lines = try tmux(["capture-pane", "-p", "-e", "-t", "0"]).split(
            separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        var isReverse = false
        var plainLines: [String] = []
        var selection: Selection?
        for (number, line) in lines.enumerated() {
            var text = ""
            var startsReversed: Bool?
            var rest = Substring(line)
            while let first = rest.first {
                if first == "\u{1b}", let match = rest.prefixMatch(of: /\x1b\[([0-9;]*)([A-Za-z])/) {
                    if match.output.2 == "m" { isReverse = Self.reverse(after: match.output.1, was: isReverse) }
                    rest = rest[match.range.upperBound...]
                } else {
                    if startsReversed == nil { startsReversed = isReverse }
                    text.append(first)
                    rest = rest.dropFirst()
                }
            }
            plainLines.append(text)
            let isBetweenBars = number > 0 && number < lines.count - 1
            if selection == nil, isBetweenBars, startsReversed == true {
                selection = Selection(line: number, text: text)
            }
        }
        return (plainLines.joined(separator: "\n"), selection)
    }

    /// Whether reverse video is on after an SGR sequence with `parameters`, given it was `was` before.
    private static func reverse(after parameters: Substring, was: Bool) -> Bool {
        var isReverse = was
        var rest = parameters.split(separator: ";", omittingEmptySubsequences: false)[...]
        while let parameter = rest.popFirst() {
            switch parameter {
            case "", "0": isReverse = false
            case "7": isReverse = true
            case "27": isReverse = false
            // A colour's own numbers (38;5;N, 48;2;R;G;B) are no attributes: a 0 there resets nothing.
            case "38", "48", "58": rest = rest.dropFirst(rest.first == "2" ? 4 : 2)
            default: break
            }
        }
        return isReverse
    }
}
