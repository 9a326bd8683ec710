import Testing
import Widgets

@Suite struct ScrollbarTests {
    @Test func thumbSpansTheTrackWhenEverythingFits() {
        #expect(Scrollbar(total: 5, offset: 0, visible: 10).thumb(height: 10) == (0, 10))
    }

    @Test func thumbMovesFromTopToBottom() {
        #expect(Scrollbar(total: 100, offset: 0, visible: 10).thumb(height: 10) == (0, 1))
        #expect(Scrollbar(total: 100, offset: 90, visible: 10).thumb(height: 10) == (9, 1))
        #expect(Scrollbar(total: 20, offset: 5, visible: 10).thumb(height: 10) == (2, 5))
    }

    @Test func aMillionRowsStillGetAOneRowThumb() {
        #expect(Scrollbar(total: 1_000_000, offset: 500_000, visible: 20).thumb(height: 20) == (9, 1))
    }
}
