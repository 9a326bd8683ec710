import AppRuntime
import PubSub
import TerminalCore
import ViewModelCore
import Widgets

/// A list screen for runtime tests: `count` rows (some wide, some carrying tabs and escape
/// sequences), the shared list keys, and Enter opening a sheet over the list that Esc, ← or
/// Backspace closes — drawn from its own state, as tern's screens draw theirs.
final class StubListScreen: Screen {
    let title = "List"
    let items: [String]
    private var cursor = ListCursor()
    private var scroll = ListScroll()
    private var visibleRows = 1

    init(count: Int) {
        let samples = ["plain ASCII", "日本語の行", "emoji 🚀 row", "Ünïcödé accents", "tab\tand\u{1b}[31mescape"]
        items = (0..<count).map { "Row \($0 + 1): \(samples[$0 % samples.count])" }
    }

    var selection: Int { cursor.selection }
    /// Whether the sheet of the selected row shows over the list.
    private(set) var isSheetOpen = false
    /// Its rows change only with keys.
    var stateChanges: AnyPublisher<Void, Never> { Empty().eraseToAnyPublisher() }

    var keyBindings: [KeyBinding] {
        [KeyBinding(keys: [.enter], label: "open", help: "Open the selected row in a sheet")] + ListKeyMap.bindings
    }

    func render(into buffer: inout Buffer, area: Rect) {
        visibleRows = max(1, area.height)
        var list = ListView(count: items.count, selection: cursor.selection, scroll: scroll) { [items] index in
            ListRow(items[index], secondary: "#\(index + 1)")
        }
        scroll = list.resolvedScroll(in: area)
        list.scroll = scroll
        list.render(into: &buffer, area: area)
        if isSheetOpen {
            buffer.write("[\(items[cursor.selection])]", x: area.x + 10, y: area.y + 2)
        }
    }

    func handle(_ key: Key) -> KeyOutcome {
        if isSheetOpen {
            guard GlobalKeys.back.keys.contains(key) else { return .ignored }
            isSheetOpen = false
            return .handled
        }
        if key == .enter {
            isSheetOpen = true
            return .handled
        }
        guard let move = ListKeyMap.keyMap.command(for: key)?.cursorMove(pageRows: visibleRows) else {
            return .ignored
        }
        cursor = cursor.moved(move, count: items.count)
        return .handled
    }
}
