import Testing
import Widgets

@Suite struct ListScrollTests {
    @Test func staysPutWhileTheSelectionIsInsideTheMargins() {
        #expect(ListScroll.adjusted(offset: 10, selection: 15, count: 100, visibleRows: 10, margin: 2) == 10)
    }

    @Test func scrollsDownToKeepTheMarginBelowTheSelection() {
        #expect(ListScroll.adjusted(offset: 0, selection: 8, count: 100, visibleRows: 10, margin: 2) == 1)
        #expect(ListScroll.adjusted(offset: 0, selection: 7, count: 100, visibleRows: 10, margin: 2) == 0)
    }

    @Test func scrollsUpToKeepTheMarginAboveTheSelection() {
        #expect(ListScroll.adjusted(offset: 10, selection: 11, count: 100, visibleRows: 10, margin: 2) == 9)
    }

    @Test func topEdgeNeedsNoMargin() {
        #expect(ListScroll.adjusted(offset: 5, selection: 0, count: 100, visibleRows: 10, margin: 2) == 0)
    }

    @Test func bottomEdgeNeverScrollsPastTheLastRow() {
        #expect(ListScroll.adjusted(offset: 0, selection: 99, count: 100, visibleRows: 10, margin: 2) == 90)
        #expect(ListScroll.adjusted(offset: 95, selection: nil, count: 100, visibleRows: 10) == 90)
    }

    @Test func emptyListAndZeroRowsGiveZero() {
        #expect(ListScroll.adjusted(offset: 7, selection: nil, count: 0, visibleRows: 10) == 0)
        #expect(ListScroll.adjusted(offset: 7, selection: 3, count: 10, visibleRows: 0) == 0)
    }

    @Test func shortListNeverScrolls() {
        #expect(ListScroll.adjusted(offset: 3, selection: 4, count: 5, visibleRows: 10) == 0)
    }

    @Test func marginShrinksInATinyViewport() {
        // Three rows leave room for a margin of one.
        #expect(ListScroll.adjusted(offset: 0, selection: 2, count: 100, visibleRows: 3, margin: 2) == 1)
        #expect(ListScroll.adjusted(offset: 0, selection: 5, count: 100, visibleRows: 1, margin: 2) == 5)
    }

    @Test func outOfRangeSelectionIsClamped() {
        #expect(ListScroll.adjusted(offset: 0, selection: 500, count: 100, visibleRows: 10) == 90)
        #expect(ListScroll.adjusted(offset: 50, selection: -3, count: 100, visibleRows: 10) == 0)
    }

    @Test func worksAtAMillionRows() {
        #expect(ListScroll.adjusted(offset: 0, selection: 999_999, count: 1_000_000, visibleRows: 20) == 999_980)
    }
}
