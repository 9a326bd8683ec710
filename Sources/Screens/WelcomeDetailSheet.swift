import TerminalCore
import Widgets

/// The overlay `WelcomeScreen` opens on Enter: a sheet describing one demo row. Esc closes it.
public final class WelcomeDetailSheet: Screen {
    public let item: String
    public let index: Int

    public init(item: String, index: Int) {
        self.item = item
        self.index = index
    }

    public var title: String { "Row \(index + 1)" }
    public var isOverlay: Bool { true }

    public var keyBindings: [KeyBinding] {
        [KeyBinding(keys: [.escape], label: "close", help: "Close this sheet")]
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        Sheet(title: title, rows: [.field("Text", item), .field("Position", "\(index + 1)")])
            .render(into: &buffer, area: area)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        key == .escape ? .pop : .ignored
    }
}
