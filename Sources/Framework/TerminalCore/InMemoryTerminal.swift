/// A terminal that lives in memory: tests queue keys, mouse reports, pastes and resizes, and read
/// back the last frame and what was copied.
///
/// It presents frames by keeping them, counts presents and full repaints, and never touches a TTY,
/// so it is safe in CI where no terminal exists.
public final class InMemoryTerminal: Terminal {
    /// The size set at `init` or by `resize(to:)`.
    public private(set) var size: Size
    /// The colour support it claims, as set at `init`.
    public var colorSupport: ColorSupport
    /// Always `nil`: input arrives only through `readInput()`.
    public var inputDescriptor: Int32? { nil }
    /// Whether it claims to report the mouse, as set at `init`.
    public var reportsMouse: Bool
    /// The last frame presented (blank before the first).
    public private(set) var frame: Buffer
    /// How many frames were presented.
    public private(set) var presentCount = 0
    /// How many presents repainted from scratch (the first one, and each after `invalidate()`).
    public private(set) var fullRepaintCount = 0
    /// Every text handed to `copyToClipboard`, oldest first.
    public private(set) var clipboard: [String] = []
    private var pending: [InputEvent] = []
    private var nextIndex = 0
    private var needsFullRepaint = true

    /// An empty terminal of `size`, with no input queued.
    public init(
        size: Size = Size(width: 80, height: 24), colorSupport: ColorSupport = .palette256, reportsMouse: Bool = true
    ) {
        self.size = size
        self.colorSupport = colorSupport
        self.reportsMouse = reportsMouse
        self.frame = Buffer(size: size)
    }

    /// Queues keys to be read by `readInput()`.
    public func type(_ keys: Key...) { type(keys) }

    /// Queues `keys`, in order, to be read by `readInput()`.
    public func type(_ keys: [Key]) { send(keys.map(InputEvent.key)) }

    /// Queues each character of `text` as a `.character` key.
    public func type(text: String) { type(text.map(Key.character)) }

    /// Queues `text` as one bracketed paste.
    public func paste(_ text: String) { send([.paste(text)]) }

    /// Queues mouse reports.
    public func mouse(_ events: MouseEvent...) { send(events.map(InputEvent.mouse)) }

    /// Queues any input events, in order.
    public func send(_ events: [InputEvent]) { pending.append(contentsOf: events) }

    /// Changes the size and queues a `.resize` key, as a real terminal's SIGWINCH would.
    public func resize(to newSize: Size) {
        size = newSize
        pending.append(.key(.resize))
    }

    /// The next queued input event, or `nil` when the queue is empty.
    public func readInput() -> InputEvent? {
        guard nextIndex < pending.count else {
            pending.removeAll(keepingCapacity: true)
            nextIndex = 0
            return nil
        }
        defer { nextIndex += 1 }
        return pending[nextIndex]
    }

    /// Keeps `frame` as the last frame and counts the present (and the full repaint, if one was due).
    public func present(_ frame: Buffer) {
        self.frame = frame
        presentCount += 1
        if needsFullRepaint {
            fullRepaintCount += 1
            needsFullRepaint = false
        }
    }

    /// Makes the next present count as a full repaint.
    public func invalidate() { needsFullRepaint = true }

    /// Appends `text` to `clipboard`.
    public func copyToClipboard(_ text: String) { clipboard.append(text) }

    /// The last frame as text, one line per row.
    public var screenText: String { frame.lines.joined(separator: "\n") }
}
