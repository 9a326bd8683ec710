import Foundation

/// Raw input written to tern's terminal as a terminal would send it: SGR mouse reports and
/// bracketed pastes (tmux's own paste, which brackets only when tern asked for mode 2004).
extension TmuxSession {
    /// Writes `text` to tern's terminal as it is (`send-keys -l`), escape sequences included.
    func write(_ text: String) throws {
        try tmux(["send-keys", "-t", "0", "-l", text])
    }

    /// An SGR press and release of the left button on the cell at zero-based (`x`, `y`).
    func click(x: Int, y: Int) throws {
        try write("\u{1b}[<0;\(x + 1);\(y + 1)M\u{1b}[<0;\(x + 1);\(y + 1)m")
    }

    /// `notches` SGR wheel reports over the cell at zero-based (`x`, `y`).
    func wheel(down: Bool, notches: Int = 1, x: Int = 10, y: Int = 10) throws {
        let report = "\u{1b}[<\(down ? 65 : 64);\(x + 1);\(y + 1)M"
        try write(String(repeating: report, count: notches))
    }

    /// Pastes `text` the way tmux pastes its buffers: bracketed when the pane asked for it.
    func paste(_ text: String) throws {
        try tmux(["set-buffer", "-b", "tern-paste", text])
        try tmux(["paste-buffer", "-p", "-d", "-b", "tern-paste", "-t", "0"])
    }

    /// Pastes the contents of the file at `path` (too large for a command line) as `paste(_:)` does.
    func paste(contentsOf path: String) throws {
        try tmux(["load-buffer", "-b", "tern-paste", path])
        try tmux(["paste-buffer", "-p", "-d", "-b", "tern-paste", "-t", "0"])
    }

    /// The zero-based row of the first line that contains `text` in the pane.
    func row(of text: String) throws -> Int? {
        try screen().split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }
    }
}
