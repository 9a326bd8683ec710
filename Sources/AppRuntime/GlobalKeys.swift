import TerminalCore
import Widgets

/// The keys and mouse actions that work on every screen, as tables that the runtime dispatches
/// from and the status bar and help overlay show.
public enum GlobalKeys {
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

    /// Closes the help overlay (it shows in the status bar while the help does).
    public static let closeHelp = KeyBinding(
        keys: [.escape, .character("?"), .character("q"), .left, .backspace, .enter], label: "close",
        help: "Close this help", statusKeyCount: 2)
    /// Scrolls the help overlay.
    public static let scrollHelp = KeyBinding(
        keys: [.up, .down, .pageUp, .pageDown, .home, .end], label: "scroll", help: "Scroll this help",
        statusKeyCount: 2)

    /// The help overlay's keys, for the status bar while it shows.
    public static let helpBindings = [closeHelp, scrollHelp]

    /// The table for an app with `sectionCount` sections (no section keys when there is one).
    public static func bindings(sectionCount: Int) -> [KeyBinding] {
        var table = [back, help]
        if sectionCount > 1 { table += [nextSection, previousSection] }
        return table + [repaint, quit, interrupt]
    }

    /// The app's own mouse actions for an app with `sectionCount` sections: the section names in the
    /// title bar, and closing the help overlay.
    public static func mouseBindings(sectionCount: Int) -> [MouseBinding] {
        let section = MouseBinding(.clickSection, help: "Switch to that section (its name in the title bar)")
        let closeHelp = MouseBinding(.clickOutside, help: "Close this help (the wheel scrolls it)")
        return (sectionCount > 1 ? [section] : []) + [closeHelp]
    }
}
