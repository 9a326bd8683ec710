import PresentationModel
import TerminalCore
import Testing
import Widgets

/// `SplitLayout`: which panes show at which width, and where the divider goes.
@Suite struct SplitLayoutTests {
    private let open = Presentation(isDetailOpen: true)
    private let users = SplitLayout(listPercent: 40...40, gap: 1)
    private let weather = SplitLayout(listPercent: 45...55)

    private func area(width: Int) -> Rect { Rect(x: 0, y: 1, width: width, height: 20) }

    @Test func aClosedDetailLeavesTheListTheWholeArea() {
        for width in [60, 99, 100, 160] {
            let panes = users.panes(for: Presentation(), in: area(width: width))
            #expect(panes == SplitPanes(list: area(width: width)))
        }
    }

    @Test func belowTheMinimumWidthAnOpenDetailTakesTheWholeArea() {
        let panes = users.panes(for: open, in: area(width: 99))
        #expect(panes == SplitPanes(detail: area(width: 99)))
        #expect(!users.isSplit(open, width: 99))
    }

    @Test func fromTheMinimumWidthTheDetailSitsBesideTheList() {
        let panes = users.panes(for: open, in: area(width: 100))
        #expect(users.isSplit(open, width: 100))
        #expect(panes.list == Rect(x: 0, y: 1, width: 40, height: 20))
        #expect(panes.divider == Rect(x: 41, y: 1, width: 1, height: 20))
        #expect(panes.detail == Rect(x: 42, y: 1, width: 58, height: 20))
    }

    /// The list's width is its natural width inside the share: 45–55% for 100 to 200 columns.
    @Test func theListTakesItsNaturalWidthWithinItsShare() {
        for width in 100...200 {
            for natural in [0, 30, 50, 70, 200] {
                let panes = weather.panes(for: open, in: area(width: width), listNaturalWidth: natural)
                let expected = min(max(natural, width * 45 / 100), width * 55 / 100)
                #expect(panes.list?.width == expected)
                #expect(panes.divider?.x == expected)
                #expect(panes.detail?.x == expected + 1)
                #expect(panes.detail?.maxX == width)
            }
        }
    }

    @Test func theDividerIsABorderLineDownItsColumn() {
        var buffer = Buffer(size: Size(width: 100, height: 3))
        let panes = weather.panes(for: open, in: Rect(x: 0, y: 0, width: 100, height: 3), listNaturalWidth: 50)
        panes.drawDivider(into: &buffer)
        for row in 0..<3 {
            #expect(buffer[50, row].grapheme == "│")
            #expect(buffer[50, row].style == Theme.default[.border])
        }
        #expect(buffer.lines.allSatisfy { $0.filter { $0 != " " } == "│" })
    }
}
