/// What the app runtime needs from a terminal: its size, its input, a place to present frames, and
/// the clipboard.
///
/// Implementations: `CursesTerminal` (the real one, ncurses) and `InMemoryTerminal` (tests).
/// Threading: a terminal is used from the main thread only.
public protocol Terminal: AnyObject {
    /// The current size in columns and rows.
    var size: Size { get }
    /// How many colours the terminal can show; widgets draw the same either way, the backend degrades.
    var colorSupport: ColorSupport { get }
    /// A file descriptor that becomes readable when input is waiting, for the main loop's `poll()`;
    /// `nil` when input only arrives through `readInput()` being called (tests).
    var inputDescriptor: Int32? { get }
    /// Whether the terminal was asked to report the mouse (not under `--no-mouse`): the help lists
    /// mouse actions only then.
    var reportsMouse: Bool { get }
    /// The next pending input — a key, a mouse report or a paste — or `nil` when none is waiting.
    /// Never blocks.
    func readInput() -> InputEvent?
    /// How long the run loop may wait for input before it must call `readInput()` anyway: input a
    /// read left unfinished (a paste whose end marker has not come) ends after a silence; `nil`
    /// when nothing is unfinished (and for terminals whose input is never split: tests).
    var inputWaitLimit: Duration? { get }
    /// Shows a frame. The buffer has the terminal's current size; a frame of another size than the
    /// last one (after a resize) is drawn whole, as one frame, without clearing the screen first.
    func present(_ frame: Buffer)
    /// Waits until the terminal device has taken every byte presented so far (`tcdrain`): the app
    /// calls it after its first frame, so that frame reaches the screen before the work that waited
    /// for it competes for the processors with the kernel's handing of the bytes to the terminal.
    func waitUntilPresented()
    /// Makes the next `present` clear the screen and repaint everything from scratch (Ctrl-L).
    func invalidate()
    /// Asks the terminal to put `text` on the system clipboard (OSC 52). Nothing says whether it
    /// did: a terminal may have the feature off (tmux: `set-clipboard on` turns it on).
    func copyToClipboard(_ text: String)
}

extension Terminal {
    /// Nothing is ever left unfinished.
    public var inputWaitLimit: Duration? { nil }

    /// A frame is taken as soon as it is presented (tests).
    public func waitUntilPresented() {}
}

/// The colour capability of a terminal, from none to 24-bit colour.
public enum ColorSupport: Int, Comparable, Sendable {
    /// No colour: `NO_COLOR`, or a monochrome terminal.
    case none = 0
    /// The eight basic colours.
    case eight = 8
    /// The basic colours and their bright variants.
    case sixteen = 16
    /// The xterm 256-colour palette.
    case palette256 = 256
    /// Any 24-bit colour (terminfo `RGB`: a direct-colour terminal description such as `xterm-direct`).
    case direct = 16_777_216

    /// Fewer colours orders first.
    public static func < (lhs: ColorSupport, rhs: ColorSupport) -> Bool { lhs.rawValue < rhs.rawValue }
}
