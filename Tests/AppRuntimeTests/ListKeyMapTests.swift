import AppRuntime
import Testing
import ViewModelCore

@Suite struct ListKeyMapTests {
    @Test func everyBoundKeyMapsToAMove() {
        for binding in ListKeyMap.bindings {
            for key in binding.keys {
                #expect(ListKeyMap.move(for: key, pageRows: 10) != nil, "\(key) is in the table but moves nothing")
            }
        }
    }

    @Test func pagesKeepOneRowOfContext() {
        #expect(ListKeyMap.move(for: .pageDown, pageRows: 10) == .pageDown(rows: 9))
        #expect(ListKeyMap.move(for: .control("f"), pageRows: 10) == .pageDown(rows: 9))
        #expect(ListKeyMap.move(for: .pageUp, pageRows: 1) == .pageUp(rows: 1))
        #expect(ListKeyMap.move(for: .control("b"), pageRows: 10) == .pageUp(rows: 9))
        #expect(ListKeyMap.move(for: .character("x"), pageRows: 10) == nil)
    }

    @Test func ctrlDAndCtrlUMoveHalfAPage() {
        #expect(ListKeyMap.move(for: .control("d"), pageRows: 21) == .pageDown(rows: 10))
        #expect(ListKeyMap.move(for: .control("u"), pageRows: 21) == .pageUp(rows: 10))
        #expect(ListKeyMap.move(for: .control("d"), pageRows: 1) == .pageDown(rows: 1))
    }
}
