import Testing
import ViewModelCore

@Suite struct ListCursorTests {
    @Test func movesOneRowAndStopsAtTheEdges() {
        var cursor = ListCursor()
        cursor = cursor.moved(.up, count: 3)
        #expect(cursor.selection == 0)
        cursor = cursor.moved(.down, count: 3).moved(.down, count: 3).moved(.down, count: 3)
        #expect(cursor.selection == 2)
    }

    @Test func pagesClampToTheList() {
        let cursor = ListCursor(selection: 5)
        #expect(cursor.moved(.pageDown(rows: 20), count: 10).selection == 9)
        #expect(cursor.moved(.pageUp(rows: 20), count: 10).selection == 0)
        #expect(cursor.moved(.pageDown(rows: 3), count: 10).selection == 8)
        #expect(cursor.moved(.pageDown(rows: 0), count: 10).selection == 6)
    }

    @Test func homeAndEndJumpInConstantTimeOnHugeLists() {
        let cursor = ListCursor(selection: 10)
        #expect(cursor.moved(.end, count: 1_000_000).selection == 999_999)
        #expect(cursor.moved(.home, count: 1_000_000).selection == 0)
    }

    @Test func emptyListsKeepTheCursorAtZero() {
        #expect(ListCursor(selection: 4).moved(.down, count: 0).selection == 0)
        #expect(ListCursor(selection: 4).clamped(count: 0).selection == 0)
        #expect(ListCursor(selection: 4).clamped(count: 3).selection == 2)
    }
}
