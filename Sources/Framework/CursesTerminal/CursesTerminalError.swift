import TerminalCore

/// Why the ncurses terminal could not start, worded for the person at the keyboard.
public enum CursesTerminalError: Error, Equatable, CustomStringConvertible {
    /// `newterm` found no terminfo entry for `TERM`.
    case unknownTerminal(String)
    /// The terminal cannot move the cursor (`TERM=dumb`, a printing terminal): no full-screen UI.
    case noCursorAddressing(String)
    /// The standard streams could not be opened as `FILE`s.
    case streamsUnavailable

    /// The longest part of `TERM` a message echoes, in columns.
    public static let maximumEchoWidth = 40

    /// The message for the person at the keyboard, with what to try. `TERM` is echoed sanitized and
    /// cut to `maximumEchoWidth` columns: it is whatever the environment holds, of any length.
    public var description: String {
        switch self {
        case .unknownTerminal(let name):
            "tern: unknown terminal type '\(Self.echo(name))' (TERM); try TERM=xterm-256color"
        case .noCursorAddressing(let name):
            "tern: the terminal type '\(Self.echo(name))' (TERM) cannot move the cursor, which a full-screen app "
                + "needs; try TERM=xterm-256color"
        case .streamsUnavailable:
            "tern: cannot open the terminal's input and output streams"
        }
    }

    private static func echo(_ name: String) -> String {
        TextLayout.truncate(name, toWidth: maximumEchoWidth)
    }
}
