/// What the app runtime needs from a terminal: its size, its keys, and a place to present frames.
///
/// Implementations: `CursesTerminal` (the real one, ncurses) and `InMemoryTerminal` (tests).
/// Threading: a terminal is used from the main thread only.
public protocol Terminal: AnyObject {
    /// The current size in columns and rows.
    var size: Size { get }
    /// How many colours the terminal can show; widgets draw the same either way, the backend degrades.
    var colorSupport: ColorSupport { get }
    /// A file descriptor that becomes readable when a key is waiting, for the main loop's `poll()`;
    /// `nil` when keys only arrive through `readKey()` being called (tests).
    var inputDescriptor: Int32? { get }
    /// The next pending key, or `nil` when none is waiting. Never blocks.
    func readKey() -> Key?
    /// Shows a frame. The buffer has the terminal's current size.
    func present(_ frame: Buffer)
    /// Makes the next `present` repaint everything from scratch (Ctrl-L, resize).
    func invalidate()
}

/// The colour capability of a terminal, from none to the 256-colour palette.
public enum ColorSupport: Int, Comparable, Sendable {
    case none = 0
    case eight = 8
    case sixteen = 16
    case palette256 = 256

    public static func < (lhs: ColorSupport, rhs: ColorSupport) -> Bool { lhs.rawValue < rhs.rawValue }
}
