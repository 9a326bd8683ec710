/// A terminal that lives in memory: tests queue keys, mouse reports, pastes and resizes, and read
/// back the last frame and what was copied.
///
/// It presents frames by keeping them, counts presents and full repaints, and never touches a TTY,
/// so it is safe in CI where no terminal exists.
public final class InMemoryTerminal: Terminal {
    public private(set) var size: Size
    public var colorSupport: ColorSupport
    public var inputDescriptor: Int32? { nil }
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

    public func readInput() -> InputEvent? {
        guard nextIndex < pending.count else {
            pending.removeAll(keepingCapacity: true)
            nextIndex = 0
            return nil
        }
        defer { nextIndex += 1 }
        return pending[nextIndex]
    }

    public func present(_ frame: Buffer) {
        self.frame = frame
        presentCount += 1
        if needsFullRepaint {
            fullRepaintCount += 1
            needsFullRepaint = false
        }
    }

    public func invalidate() { needsFullRepaint = true }

    public func copyToClipboard(_ text: String) { clipboard.append(text) }

    /// The last frame as text, one line per row.
    public var screenText: String { frame.lines.joined(separator: "\n") }
}
