import TerminalCore
import Testing

/// `Key(name:)`: the key names a config file's `[keys]` table writes.
@Suite struct KeyNameTests {
    @Test(arguments: [
        ("n", Key.character("n")), ("G", .character("G")), ("/", .character("/")), ("?", .character("?")),
        ("é", .character("é")), ("Ctrl-N", .control("n")), ("ctrl-n", .control("n")), ("C-b", .control("b")),
        ("Down", .down), ("down", .down), ("↓", .down), ("Up", .up), ("Left", .left), ("→", .right),
        ("PgDn", .pageDown), ("PageDown", .pageDown), ("pgup", .pageUp), ("Home", .home), ("End", .end),
        ("F1", .function(1)), ("f12", .function(12)), ("Space", .character(" ")), ("Enter", .enter),
        ("Return", .enter), ("Esc", .escape), ("Escape", .escape), ("Tab", .tab), ("Shift-Tab", .backTab),
        ("Backspace", .backspace), ("Del", .delete), ("Ins", .insert), ("Alt-x", .alt("x")),
    ])
    func readsANamedKey(name: String, key: Key) throws {
        #expect(try Key(name: name) == key)
    }

    /// Every key's own name (what `?` and `tern keys` print) reads back as that key.
    @Test(arguments: [
        Key.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .tab, .backTab,
        .backspace, .delete, .insert, .function(5), .character(" "), .character("q"), .control("f"), .alt("b"),
    ])
    func readsItsOwnDescription(key: Key) throws {
        #expect(try Key(name: key.description) == key)
    }

    @Test(arguments: ["Dwn", "", " ", "Ctrl-", "Ctrl-1", "Ctrl-NN", "F0", "F64", "F01", "Super-x", "\u{7}", "ab"])
    func refusesWhatNamesNoKey(name: String) {
        #expect(throws: Key.NameProblem.unknown(name)) { try Key(name: name) }
    }

    /// Ctrl-I reaches tern as Tab, Ctrl-M as Enter: bound, they would never act. Ctrl-Z suspends.
    @Test(arguments: [("Ctrl-I", "Tab"), ("Ctrl-M", "Enter"), ("Ctrl-H", "Backspace"), ("Ctrl-Z", "suspends")])
    func refusesCtrlLettersTheTerminalSendsAsOtherKeys(name: String, reason: String) throws {
        do {
            _ = try Key(name: name)
            Issue.record("\(name) was read as a key")
        } catch {
            guard case .reserved(let named, let because) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(named == name)
            #expect(because.contains(reason))
        }
    }
}
