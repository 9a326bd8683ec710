import PubSub
import TerminalCore
import Widgets

/// A screen the app runtime can show: it renders its view model's state and turns keys, mouse
/// reports and pastes into view-model events. Screens are passive: they hold no state of their own
/// beyond their view model and what their last layout kept (scroll offsets, where rows went), which
/// keys and mouse reports are read against (decision 1961).
///
/// Threading: main thread only. The runtime draws a frame after input, and after the current screen's
/// `stateChanges` published — at most one per main-loop turn — so a screen whose view models run on
/// the main loop needs nothing more: their states are on screen in the turn they were published.
public protocol Screen: AnyObject {
    /// Shown in the title bar.
    var title: String { get }
    /// Publishes, on the main thread, each time what the screen draws may have changed without a
    /// key: its view models' `states`. The runtime subscribes while the screen is visible and draws
    /// the next frame (it never draws inside the subscription). Subscribing publishes once at once.
    var stateChanges: AnyPublisher<Void, Never> { get }
    /// Shown at the right of the title bar: the data source, counts, "offline — data from 10:42".
    var titleStatus: String { get }
    /// The parts of `titleStatus` that are notices — "sample data", "offline …" — drawn in the
    /// theme's `warning` role (decision 2220).
    var titleNotices: [String] { get }
    /// The key-binding table the screen dispatches from; the status bar and help overlay read it too.
    var keyBindings: [KeyBinding] { get }
    /// The mouse actions the screen dispatches from; the help overlay lists them.
    var mouseBindings: [MouseBinding] { get }
    /// True while a text field has focus: printable keys (including `q`) go to the field.
    var isCapturingText: Bool { get }
    /// True while an answer this screen asked for is on its way (a page, a record). The runtime
    /// holds the next frame for it a little while (`App.answerWait`), so a key whose answer is
    /// local or quick is drawn once, complete. Requests still waiting out a debounce do not count.
    var awaitsAnswer: Bool { get }
    /// Fits what the screen keeps between frames to `area` — the list's scroll and page size, the
    /// split, where rows and boxes go for clicks — before a frame is drawn there. The runtime calls
    /// it for every visible screen before it draws the frame, so `render` only reads.
    func layout(in area: Rect)
    /// Draws the screen into `area` of `buffer`: a function of its state and what `layout(in:)`
    /// kept, which changes nothing.
    func render(into buffer: inout Buffer, area: Rect)
    /// Handles a key and says what the runtime should do next.
    func handle(_ key: Key) -> KeyOutcome
    /// Handles a mouse report (screen coordinates), hit-tested against the last `layout(in:)`.
    func handle(mouse event: MouseEvent) -> KeyOutcome
    /// Takes a bracketed paste: one edit of the focused text field, if there is one.
    func handle(paste text: String) -> KeyOutcome
    /// Gives the screen the keys the person bound (`[keys]`): from now on its tables — what it
    /// dispatches from, and what the status bar and help read — are its defaults remapped by `keys`.
    func rebind(_ keys: KeyRemap)
}

/// The defaults: no title status, no text field, awaiting nothing, no mouse actions, and mouse
/// reports and pastes ignored.
extension Screen {
    /// No status at the right of the title bar.
    public var titleStatus: String { "" }
    /// No notices in the title status.
    public var titleNotices: [String] { [] }
    /// No text field.
    public var isCapturingText: Bool { false }
    /// Awaits no answer.
    public var awaitsAnswer: Bool { false }
    /// No mouse actions.
    public var mouseBindings: [MouseBinding] { [] }
    /// Nothing to lay out.
    public func layout(in area: Rect) {}
    /// No table of the screen's own to remap.
    public func rebind(_ keys: KeyRemap) {}
    /// Mouse reports are ignored.
    public func handle(mouse event: MouseEvent) -> KeyOutcome { .ignored }
    /// Pastes are ignored.
    public func handle(paste text: String) -> KeyOutcome { .ignored }
}

/// What a screen did with a key, a mouse report or a paste, as far as the runtime is concerned.
public enum KeyOutcome: Equatable, Sendable {
    /// The screen used it.
    case handled
    /// The screen did not use it.
    case ignored
    /// Put `text` on the system clipboard (through the terminal, OSC 52) and show `confirmation`
    /// in the status bar until the next key.
    case copy(text: String, confirmation: String)
    /// The screen used it and has something to say about it: show `note` in the status bar until
    /// the next key (a paste cut to what a field holds).
    case note(String)
}
