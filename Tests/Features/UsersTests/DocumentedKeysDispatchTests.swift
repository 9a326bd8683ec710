import AppRuntime
import Domain
import TerminalCore
import Testing
import Widgets

@testable import ListDetail
@testable import Users

/// Every key a screen documents — in its status bar and in `?` help, which both read
/// `keyBindings` — is one the screen acts on in that state: none is left for the runtime to ignore.
/// So is every mouse action `?` lists (`mouseBindings`), done against the screen's last frame.
/// Each key and action is tried on a fresh screen, so one's effect never hides another's.
@Suite struct DocumentedKeysDispatchTests {
    /// The documented mouse actions `make()`'s screen ignores when done on its first frame at `size`.
    private func ignoredMouseActions(of make: () -> any Screen, size: Size = Size(width: 80, height: 24)) -> [String] {
        func drawn() -> any Screen {
            let screen = make()
            screen.layout(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
            return screen
        }
        return drawn().mouseBindings.compactMap { binding in
            let screen = drawn()
            guard let event = Self.event(doing: binding.gesture, on: screen) else {
                return "\(binding.gesture): cannot be done"
            }
            if case .ignored = screen.handle(mouse: event) { return "\(binding.gesture)" }
            return nil
        }
    }

    /// A mouse report that makes `gesture` on `screen`'s last frame.
    private static func event(doing gesture: MouseGesture, on screen: any Screen) -> MouseEvent? {
        let list = (screen as? UsersScreen)?.drawnList
        let selection = (screen as? UsersScreen)?.store.state.cursor.selection ?? 0
        func click(row: Int) -> MouseEvent? {
            guard let list, row < list.count, row >= list.offset, row < list.offset + list.rows.height else {
                return nil
            }
            return .click(x: list.rows.x + 1, y: list.rows.y + row - list.offset)
        }
        switch gesture {
        case .wheel: return MouseEvent(.wheelDown, x: 1, y: 5)
        case .clickRow: return click(row: selection + 1)
        case .clickSelectedRow: return click(row: selection)
        case .clickOutside: return .click(x: 0, y: 0)
        case .clickField, .clickSection: return nil
        }
    }

    /// The documented keys `make()`'s screen ignores, as "label: key".
    private func ignoredKeys(of make: () -> any Screen) -> [String] {
        make().keyBindings.flatMap { binding in
            binding.keys.compactMap { key in
                if case .ignored = make().handle(key) { return "\(binding.label): \(key)" }
                return nil
            }
        }
    }

    /// The Users screen with its list loaded, laid out at `width`; `keys` then bring what is in front.
    private func users(width: Int = 80, _ keys: [Key] = []) -> UsersScreen {
        let screen = makeUsersScreen()
        screen.deliverFirstPage(count: 12, total: 12)
        screen.layout(in: Rect(x: 0, y: 0, width: width, height: 40))
        for key in keys { _ = screen.handle(key) }
        screen.deliverRecord(1)
        screen.layout(in: Rect(x: 0, y: 0, width: width, height: 40))
        return screen
    }

    /// The widths and keys that bring the list, the split, the detail alone, the sheet over the
    /// list and the sheet over the detail in front.
    private static let usersStages: [(width: Int, keys: [Key])] = [
        (80, []), (120, [.enter]), (80, [.enter]), (80, [.character("m")]), (80, [.enter, .character("m")]),
    ]

    @Test func usersScreensActOnEveryKeyTheyDocument() {
        for stage in Self.usersStages {
            let ignored = ignoredKeys { users(width: stage.width, stage.keys) }
            #expect(ignored.isEmpty, "\(stage.keys): \(ignored)")
        }
    }

    @Test func usersScreensActOnEveryMouseActionTheyDocument() {
        #expect(!users().mouseBindings.isEmpty)
        for stage in Self.usersStages {
            let size = Size(width: stage.width, height: 40)
            let ignored = ignoredMouseActions(of: { users(width: stage.width, stage.keys) }, size: size)
            #expect(ignored.isEmpty, "\(stage.keys): \(ignored)")
        }
        #expect(ignoredMouseActions(of: { users([.character("/")]) }).isEmpty)
    }

    @Test func backspaceGoesBackWhereverEscDoes() {
        let split = users(width: 120, [.enter])
        _ = split.handle(.backspace)
        #expect(!split.store.state.presentation.isDetailOpen)
        let sheet = users([.enter, .character("m")])
        _ = sheet.handle(.backspace)
        #expect(!sheet.store.state.presentation.isSheetOpen, "Backspace closes the sheet")
        #expect(sheet.store.state.presentation.isDetailOpen, "and only the sheet")
        _ = sheet.handle(.character("m"))
        #expect(sheet.keyBindings.first?.statusKeyText == "Esc/m/i")
        #expect(sheet.keyBindings.first?.keyText == "Esc/m/i/Backspace")
    }
}
