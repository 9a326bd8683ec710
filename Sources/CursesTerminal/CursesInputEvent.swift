import TerminalCore

/// One decoded read from the terminal: a key for the screens, or a reply to a query tern sent,
/// which the terminal layer consumes itself and never hands on as keys.
public enum CursesInputEvent: Hashable, Sendable {
    case key(Key)
    /// DECRPM, the answer to DECRQM `ESC[?mode$p`: `ESC[?mode;setting$y`, where setting 1 is set,
    /// 2 reset, 3 permanently set, 4 permanently reset and 0 an unknown mode.
    case modeReport(mode: Int, setting: Int)
}
