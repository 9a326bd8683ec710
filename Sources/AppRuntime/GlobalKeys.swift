import Screens
import TerminalCore
import Widgets

/// The keys and mouse actions that work on every screen, as tables (`KeyMap`s) that the runtime
/// dispatches every global key from and the status bar and help overlay show.
public enum GlobalKeys {
    /// What a global key asks of the runtime.
    public enum Command: Hashable, Sendable {
        case back, help, nextSection, previousSection, repaint, quit, interrupt
    }

    /// What a key asks of the help overlay while it shows.
    public enum HelpCommand: Hashable, Sendable {
        case close
        case scroll(ListMove)
    }

    public static let quit = KeyBinding(keys: [.character("q")], label: "quit", help: "Quit tern")
    public static let help = KeyBinding(keys: [.character("?")], label: "help", help: "Show or hide this help")
    public static let back = KeyBinding(
        keys: [.escape, .left, .backspace], label: "back", help: "Go back to the previous screen",
        showsInStatusBar: false)
    public static let nextSection = KeyBinding(
        keys: [.tab], label: "section", help: "Switch to the next section")
    public static let previousSection = KeyBinding(
        keys: [.backTab], label: "previous section", help: "Switch to the previous section", showsInStatusBar: false)
    public static let repaint = KeyBinding(
        keys: [.control("l")], label: "repaint", help: "Repaint the whole screen", showsInStatusBar: false)
    public static let interrupt = KeyBinding(
        keys: [.control("c")], label: "quit", help: "Quit at once", showsInStatusBar: false)

    /// The table for an app with `sectionCount` sections (no section keys when there is one).
    public static func keyMap(sectionCount: Int) -> KeyMap<Command> {
        var entries = [KeyMap.Entry(back, Command.back), KeyMap.Entry(help, .help)]
        if sectionCount > 1 {
            entries += [KeyMap.Entry(nextSection, .nextSection), KeyMap.Entry(previousSection, .previousSection)]
        }
        return KeyMap(
            entries + [KeyMap.Entry(repaint, .repaint), KeyMap.Entry(quit, .quit), KeyMap.Entry(interrupt, .interrupt)])
    }

    /// The bindings of `keyMap(sectionCount:)`, for the help overlay.
    public static func bindings(sectionCount: Int) -> [KeyBinding] {
        keyMap(sectionCount: sectionCount).bindings
    }

    /// The help overlay's table, shown in the status bar while it shows: close it, scroll it (a
    /// page with Space too).
    public static let helpKeyMap = KeyMap<HelpCommand>([
        KeyMap.Entry(
            KeyBinding(
                keys: [.escape, .character("?"), .character("q"), .left, .backspace, .enter], label: "close",
                help: "Close this help", statusKeyCount: 2),
            .close),
        KeyMap.Entry(
            KeyBinding(
                keys: [
                    .up, .down, .pageUp, .pageDown, .home, .end, .character("k"), .character("j"), .control("b"),
                    .control("f"), .character(" "), .character("g"), .character("G"),
                ],
                label: "scroll", help: "Scroll this help", statusKeyCount: 2)
        ) { key in .scroll(key == .character(" ") ? .pageDown : ListKeyMap.keyMap.command(for: key) ?? .down) },
    ])

    /// The app's own mouse actions for an app with `sectionCount` sections: the section names in the
    /// title bar, and closing the help overlay.
    public static func mouseBindings(sectionCount: Int) -> [MouseBinding] {
        let section = MouseBinding(.clickSection, help: "Switch to that section (its name in the title bar)")
        let closeHelp = MouseBinding(.clickOutside, help: "Close this help (the wheel scrolls it)")
        return (sectionCount > 1 ? [section] : []) + [closeHelp]
    }
}
