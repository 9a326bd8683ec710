import TerminalCore

/// One decoded read from the terminal: input for the screens (a key, a mouse report, a paste), or a
/// reply to a query tern sent, which the terminal layer consumes itself and never hands on.
public enum CursesInputEvent: Hashable, Sendable {
    /// Input for the screens.
    case input(InputEvent)
    /// DECRPM, the answer to DECRQM `ESC[?mode$p`: `ESC[?mode;setting$y`, where setting 1 is set,
    /// 2 reset, 3 permanently set, 4 permanently reset and 0 an unknown mode.
    case modeReport(mode: Int, setting: Int)

    /// A key for the screens.
    public static func key(_ key: Key) -> CursesInputEvent { .input(.key(key)) }
}
