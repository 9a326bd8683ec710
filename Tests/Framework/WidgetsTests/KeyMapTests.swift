import TerminalCore
import Testing
import Widgets

/// `KeyMap`: the table a screen dispatches every key and gesture from, and reads its hints from.
@Suite struct KeyMapTests {
    private enum Command: Equatable {
        case open, close, move(up: Bool), pick
    }

    private let close = KeyBinding(
        keys: [.escape, .character("m"), .character("i"), .backspace], label: "close", help: "Close it",
        statusKeyCount: 3)

    private var keyMap: KeyMap<Command> {
        KeyMap(
            [
                KeyMap.Entry(KeyBinding(keys: [.enter], label: "open", help: "Open it"), .open),
                KeyMap.Entry(close, .close),
                KeyMap.Entry(KeyBinding(keys: [.up, .down], label: "move", help: "Move")) { .move(up: $0 == .up) },
                KeyMap.Entry(KeyBinding(keys: [.enter], label: "again", help: "Never reached"), .pick),
            ],
            mouse: [KeyMap.MouseEntry(MouseBinding(.clickOutside, help: "Close it"), .close)])
    }

    @Test func aKeyDispatchesTheCommandOfTheFirstBindingThatHasIt() {
        #expect(keyMap.command(for: .enter) == .open)
        #expect(keyMap.command(for: .character("i")) == .close)
        #expect(keyMap.command(for: .up) == .move(up: true))
        #expect(keyMap.command(for: .down) == .move(up: false))
        #expect(keyMap.command(for: .character("x")) == nil, "a key no binding lists does nothing")
        #expect(keyMap.command(for: .clickOutside) == .close)
        #expect(keyMap.command(for: .clickRow) == nil)
    }

    @Test func theHintOfACommandIsHowTheStatusBarNamesItsBinding() {
        #expect(keyMap.hint(for: .close) == "Esc/m/i close")
        #expect(keyMap.hint(for: .close) == "\(close.statusKeyText) \(close.label)")
        #expect(keyMap.hint(for: .move(up: true)) == "↑/↓ move")
        #expect(keyMap.hint(for: .pick) == nil, "no binding's first key dispatches it")
    }

    @Test func tablesJoinAndTheirCommandsMap() {
        let joined =
            KeyMap([KeyMap.Entry(KeyBinding(keys: [.tab], label: "next", help: "Next"), Command.pick)])
            + keyMap
        #expect(joined.bindings.map(\.label) == ["next", "open", "close", "move", "again"])
        #expect(joined.mouseBindings.map(\.gesture) == [.clickOutside])
        let labels = keyMap.map { "\($0)" }
        #expect(labels.command(for: .down) == "move(up: false)")
        #expect(labels.command(for: .clickOutside) == "close")
    }
}
