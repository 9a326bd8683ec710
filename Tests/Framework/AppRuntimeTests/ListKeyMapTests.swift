import AppRuntime
import TerminalCore
import Testing
import ViewModelCore

@Suite struct ListKeyMapTests {
    @Test func everyBoundKeyMapsToAMove() {
        for binding in ListKeyMap.bindings {
            for key in binding.keys {
                #expect(move(for: key, pageRows: 10) != nil, "\(key) is in the table but moves nothing")
            }
        }
    }

    @Test func pagesKeepOneRowOfContext() {
        #expect(move(for: .pageDown, pageRows: 10) == .pageDown(rows: 9))
        #expect(move(for: .control("f"), pageRows: 10) == .pageDown(rows: 9))
        #expect(move(for: .pageUp, pageRows: 1) == .pageUp(rows: 1))
        #expect(move(for: .control("b"), pageRows: 10) == .pageUp(rows: 9))
        #expect(move(for: .character("x"), pageRows: 10) == nil)
    }

    @Test func ctrlDAndCtrlUMoveHalfAPage() {
        #expect(move(for: .control("d"), pageRows: 21) == .pageDown(rows: 10))
        #expect(move(for: .control("u"), pageRows: 21) == .pageUp(rows: 10))
        #expect(move(for: .control("d"), pageRows: 1) == .pageDown(rows: 1))
    }

    /// The cursor move `key` asks for through the table in a list showing `pageRows` rows, as a
    /// list screen dispatches it.
    private func move(for key: Key, pageRows: Int) -> ListCursor.Move? {
        ListKeyMap.keyMap.command(for: key)?.cursorMove(pageRows: pageRows)
    }
}
