/// A terminal that lives in memory: tests queue keys and resizes, and read back the last frame.
///
/// It presents frames by keeping them, counts presents and full repaints, and never touches a TTY,
/// so it is safe in CI where no terminal exists.
public final class InMemoryTerminal: Terminal {
    public private(set) var size: Size
    public var colorSupport: ColorSupport
    public var inputDescriptor: Int32? { nil }
    /// The last frame presented (blank before the first).
    public private(set) var frame: Buffer
    /// How many frames were presented.
    public private(set) var presentCount = 0
    /// How many presents repainted from scratch (the first one, and each after `invalidate()`).
    public private(set) var fullRepaintCount = 0
    private var pendingKeys: [Key] = []
    private var keyIndex = 0
    private var needsFullRepaint = true

    public init(size: Size = Size(width: 80, height: 24), colorSupport: ColorSupport = .palette256) {
        self.size = size
        self.colorSupport = colorSupport
        self.frame = Buffer(size: size)
    }

    /// Queues keys to be read by `readKey()`.
    public func type(_ keys: Key...) { type(keys) }

    public func type(_ keys: [Key]) { pendingKeys.append(contentsOf: keys) }

    /// Queues each character of `text` as a `.character` key.
    public func type(text: String) { type(text.map(Key.character)) }

    /// Changes the size and queues a `.resize` key, as a real terminal's SIGWINCH would.
    public func resize(to newSize: Size) {
        size = newSize
        pendingKeys.append(.resize)
    }

    public func readKey() -> Key? {
        guard keyIndex < pendingKeys.count else {
            pendingKeys.removeAll(keepingCapacity: true)
            keyIndex = 0
            return nil
        }
        defer { keyIndex += 1 }
        return pendingKeys[keyIndex]
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

    /// The last frame as text, one line per row.
    public var screenText: String { frame.lines.joined(separator: "\n") }
}
