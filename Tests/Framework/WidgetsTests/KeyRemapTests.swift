import TerminalCore
import Testing
import Widgets

/// `KeyMap.remapped`: a table with the keys a person bound, dispatching what the defaults did.
@Suite struct KeyRemapTests {
    private enum Command: Equatable {
        case up, down, open, more, close, type
    }

    private let table = KeyMap<Command>([
        KeyMap.Entry(
            KeyBinding(keys: [.enter, .right], label: "open", help: "Open it", action: "open"), .open),
        KeyMap.Entry(
            KeyBinding(
                keys: [.character("m"), .character("i")], label: "more info", help: "More", action: "more_info"),
            .more),
        KeyMap.Entry(
            KeyBinding(keys: [.up, .character("k")], label: "up", help: "Up", showsInStatusBar: false, action: "up"),
            .up),
        KeyMap.Entry(
            KeyBinding(
                keys: [.down, .character("j")], label: "down", help: "Down", showsInStatusBar: false, action: "down"),
            .down),
        KeyMap.Entry(
            KeyBinding(
                keys: [.escape, .character("m"), .backspace], actions: ["back", "more_info", "back"], label: "close",
                help: "Close", statusKeyCount: 2),
            .close),
    ])

    @Test func anEmptyRemapLeavesTheTable() {
        #expect(table.remapped(KeyRemap()).bindings == table.bindings)
    }

    /// `down = ["n", "Ctrl-N"]`: n and Ctrl-N move down, ↓ and j no longer do, and the binding is
    /// named in the status bar with its new keys.
    @Test func aBoundActionsKeysReplaceItsDefaults() throws {
        let remapped = table.remapped(KeyRemap(["down": [.character("n"), .control("n")]]))
        #expect(remapped.command(for: .character("n")) == .down)
        #expect(remapped.command(for: .control("n")) == .down)
        #expect(remapped.command(for: .down) == nil)
        #expect(remapped.command(for: .character("j")) == nil)
        let down = try #require(remapped.bindings.first { $0.actions.contains("down") })
        #expect(down.keyText == "n/Ctrl-N")
        #expect(down.showsInStatusBar)
        #expect(down.hint == "n/Ctrl-N down")
        #expect(remapped.command(for: .up) == .up)
    }

    /// `open = ["m"]`: m is taken from more info (which keeps i) and from the close binding (which
    /// keeps Esc and Backspace); a binding left with no key goes.
    @Test func aBoundKeyIsTakenFromOtherActionsDefaults() throws {
        let remapped = table.remapped(KeyRemap(["open": [.character("m")], "up": [.character("i")]]))
        #expect(remapped.command(for: .character("m")) == .open)
        #expect(remapped.command(for: .enter) == nil)
        #expect(remapped.command(for: .character("i")) == .up)
        #expect(!remapped.bindings.contains { $0.label == "more info" })
        let close = try #require(remapped.bindings.first { $0.label == "close" })
        #expect(close.keys == [.escape, .backspace])
    }

    /// A binding grouping several actions keeps each key's command: `more_info = ["M"]` puts M in the
    /// close binding where m was, and it closes.
    @Test func aGroupedBindingKeepsEachKeysCommand() throws {
        let remapped = table.remapped(KeyRemap(["more_info": [.character("M")]]))
        let close = try #require(remapped.bindings.first { $0.label == "close" })
        #expect(close.keys == [.escape, .character("M"), .backspace])
        #expect(close.actions == ["back", "more_info", "back"])
        #expect(close.statusKeyText == "Esc/M")
        #expect(remapped.command(for: .character("M")) == .more)
        #expect(remapped.command(for: .character("m")) == nil)
    }

    /// In a text field a character types: `down = ["n", "Ctrl-N"]` moves with Ctrl-N only, and a
    /// bound character takes no key there.
    @Test func whileTypingABoundCharacterNeitherActsNorTakes() {
        let remapped = table.remapped(
            KeyRemap(["down": [.character("n"), .control("n")], "open": [.character("k")]]), typing: true)
        #expect(remapped.command(for: .character("n")) == nil)
        #expect(remapped.command(for: .control("n")) == .down)
        #expect(remapped.command(for: .character("k")) == .up)
        #expect(remapped.command(for: .enter) == nil)
    }

    /// A section's own table over `[keys]`: its actions win, and a key it binds is taken from the
    /// action `[keys]` bound it to.
    @Test func aSectionsRemapOverTheAppsTakesItsKeys() {
        let app = KeyRemap(["down": [.character("n")], "up": [.character("p")]])
        let section = KeyRemap(["open": [.character("n")], "up": [.character("u")]])
        #expect(section.over(app) == KeyRemap(["down": [], "up": [.character("u")], "open": [.character("n")]]))
    }
}
