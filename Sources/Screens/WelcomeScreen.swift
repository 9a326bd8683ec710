import TerminalCore
import ViewModels
import Widgets

/// A placeholder list screen shown until the real feature screens land: a scrollable list of
/// demo rows (some with wide characters) whose Enter opens a sheet, so the runtime's keys,
/// navigation and overlays can be exercised end to end.
///
/// Holds its own cursor and scroll (it has no view model). Main thread only.
public final class WelcomeScreen: Screen {
    public let title: String
    public let items: [String]
    private var cursor = ListCursor()
    private var scroll = ListScroll()
    private var visibleRows = 1

    public init(title: String, items: [String]) {
        self.title = title
        self.items = items
    }

    /// A screen of `count` numbered demo rows.
    public static func demo(title: String = "Welcome", count: Int = 200) -> WelcomeScreen {
        let samples = ["plain ASCII", "日本語の行", "emoji 🚀 row", "Ünïcödé accents", "tab\tand\u{1b}[31mescape"]
        let items = (1...max(1, count)).map { "Row \($0): \(samples[($0 - 1) % samples.count])" }
        return WelcomeScreen(title: title, items: items)
    }

    public var selection: Int { cursor.selection }

    public var titleStatus: String { "\(cursor.selection + 1)/\(items.count)" }

    public var keyBindings: [KeyBinding] {
        [KeyBinding(keys: [.enter], label: "open", help: "Open the selected row in a sheet")] + ListKeyMap.bindings
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        visibleRows = max(1, area.height)
        let list = ListView(count: items.count, selection: cursor.selection, scroll: scroll) { [items] index in
            ListRow(items[index], secondary: "#\(index + 1)")
        }
        scroll = list.resolvedScroll(in: area)
        var resolved = list
        resolved.scroll = scroll
        resolved.render(into: &buffer, area: area)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        if key == .enter {
            return .push(WelcomeDetailSheet(item: items[cursor.selection], index: cursor.selection))
        }
        guard let move = ListKeyMap.move(for: key, pageRows: visibleRows) else { return .ignored }
        cursor = cursor.moved(move, count: items.count)
        scroll = scroll.keepingVisible(selection: cursor.selection, count: items.count, visibleRows: visibleRows)
        return .handled
    }
}
