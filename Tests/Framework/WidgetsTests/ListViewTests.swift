import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@Suite struct ListViewTests {
    private func people(selection: Int, scroll: ListScroll = ListScroll(), loadingMore: Bool = false) -> ListView {
        ListView(count: 100, selection: selection, scroll: scroll, isLoadingMore: loadingMore) { index in
            ListRow(
                sampleNames[index % sampleNames.count] + " \(index)",
                secondary: "user\(index)@example.com",
                symbol: index % 3 == 0 ? "●" : "○")
        }
    }

    @Test(arguments: snapshotSizes)
    func listWithSelection(size: Size) {
        let buffer = render(people(selection: 3), width: size.width, height: size.height)
        assertSnapshot(of: buffer, named: "selection-\(size.width)x\(size.height)")
    }

    @Test(arguments: snapshotSizes)
    func scrolledToTheMiddle(size: Size) {
        let buffer = render(
            people(selection: 50, scroll: ListScroll(offset: 45)), width: size.width, height: size.height)
        assertSnapshot(of: buffer, named: "middle-\(size.width)x\(size.height)")
    }

    @Test(arguments: snapshotSizes)
    func loadingMoreAtTheEnd(size: Size) {
        let buffer = render(people(selection: 99, loadingMore: true), width: size.width, height: size.height)
        assertSnapshot(of: buffer, named: "loading-more-\(size.width)x\(size.height)")
    }

    @Test(arguments: snapshotSizes)
    func emptyList(size: Size) {
        let list = ListView(count: 0, selection: nil, emptyMessage: "No users match “zzz”") { _ in ListRow("never") }
        assertSnapshot(
            of: render(list, width: size.width, height: size.height), named: "empty-\(size.width)x\(size.height)")
    }

    @Test func asksOnlyForVisibleRowsOfAMillion() {
        var requested: [Int] = []
        let list = ListView(count: 1_000_000, selection: 500_000, scroll: ListScroll(offset: 0)) { index in
            requested.append(index)
            return ListRow("row \(index)")
        }
        var buffer = Buffer(size: Size(width: 40, height: 10))
        list.render(into: &buffer, area: buffer.area)
        #expect(requested == Array(499_993...500_002))
        #expect(buffer.line(7).hasPrefix(" row 500000"))
        #expect(buffer[0, 7].style.attributes.contains(.reverse))
    }

    @Test func resolvedScrollKeepsTheSelectionVisible() {
        let list = ListView(count: 100, selection: 40, scroll: ListScroll(offset: 0)) { ListRow("\($0)") }
        #expect(list.resolvedScroll(in: Rect(x: 0, y: 0, width: 10, height: 10)).offset == 33)
    }

    /// The selection spans the whole row of its pane, the email 50 columns away included, as in
    /// lazygit, k9s and fzf (issue 27, decision 2221); the row beside it is not marked at all.
    @Test func theSelectionSpansTheWholeRowOfItsPane() {
        let list = ListView(count: 2, selection: 0) { _ in ListRow("Zoë", secondary: "zoe@example.com") }
        let buffer = render(list, width: 70, height: 2)
        let selection = Theme.default[.selection]
        #expect((0..<70).allSatisfy { buffer[$0, 0].style.attributes.contains(.reverse) })
        #expect((0..<70).allSatisfy { buffer[$0, 0].style.background == selection.background })
        #expect((0..<70).allSatisfy { !buffer[$0, 1].style.attributes.contains(.reverse) })
    }

    /// The second column is data: normal weight, never dim (issue 27).
    @Test func theSecondColumnIsReadAtNormalWeight() {
        let list = ListView(count: 1, selection: nil) { _ in ListRow("Zoë", secondary: "zoe@example.com") }
        let buffer = render(list, width: 40, height: 1)
        #expect((24..<39).allSatisfy { buffer[$0, 0].style == Theme.default[.column] })
        #expect(!Theme.default.look(.column).attributes.contains(.dim))
    }

    /// A row's parts are each drawn in their role, where the row's width shows them.
    @Test func eachPartOfTheSecondColumnIsDrawnInItsRole() {
        let row = ListRow(
            "Mon", parts: [.init("-3°", role: .temperatureFreezing), .init(" / "), .init("31°", role: .temperatureHot)])
        let buffer = render(ListView(count: 1, selection: nil) { _ in row }, width: 30, height: 1)
        #expect(buffer.line(0) == " Mon                -3° / 31° ")
        #expect(buffer[20, 0].style == Theme.default[.temperatureFreezing])
        #expect(buffer[23, 0].style == Theme.default[.column])
        #expect(buffer[28, 0].style == Theme.default[.temperatureHot])
    }

    /// A row highlights every place its primary text holds what the filter typed, folded as the
    /// filter folds it, in whole characters; a match the "…" cuts off is highlighted up to it.
    @Test func aRowHighlightsWhatTheFilterMatched() {
        let names = ["Nguyễn Đỗ Đức", "민준 김", "Alexandra Dobrescu-Đorđević"]
        let list = ListView(count: 3, selection: 1) { index in
            var row = ListRow(names[index])
            row.highlight = ["d", "민", "dobrescu"][index]
            return row
        }
        let buffer = render(list, width: 20, height: 3)
        func highlighted(_ row: Int) -> String {
            String((0..<20).map { buffer[$0, row].style.attributes.contains(.underline) ? "^" : "." })
        }
        #expect(highlighted(0) == "........^..^........", "Đ and Đ")
        #expect(highlighted(1) == ".^^.................", "민 in two columns, under the selection")
        #expect(highlighted(2) == "...........^^^^^^^..", "“Dobresc” before the “…”")
        #expect(buffer[1, 1].style.attributes.contains(.reverse))
    }

    /// The filter matches the email a row shows beside the name (issue 26), and shows it there too.
    @Test func aRowHighlightsWhatTheFilterMatchedInTheSecondaryText() {
        var row = ListRow("Zoë Saldaña", secondary: "zoe.saldana@example.net")
        row.highlight = "saldana"
        let buffer = render(ListView(count: 1, selection: nil) { _ in row }, width: 40, height: 1)
        let highlighted = String((0..<40).map { buffer[$0, 0].style.attributes.contains(.underline) ? "^" : "." })
        #expect(buffer.line(0) == " Zoë Saldaña    zoe.saldana@example.net ")
        #expect(highlighted == ".....^^^^^^^........^^^^^^^.............")
    }

    @Test func secondaryTextShowsOnEveryRowTruncatedOrOnNone() {
        let rows = [
            ListRow("Søren Kierkegaard", secondary: "soren@example.com"),
            ListRow("Maximilian von Hohenzollern", secondary: "a.very.long.address@example.com"),
        ]
        let list = ListView(count: 2, selection: nil) { rows[$0] }
        let wide = render(list, width: 70, height: 2)
        #expect(wide.line(0).hasSuffix("soren@example.com "))
        #expect(wide.line(1).hasSuffix("a.very.long.address@example.com "))
        let medium = render(list, width: 40, height: 2)
        #expect(medium.line(0).hasSuffix("soren@example.com "), "it fits in half the row")
        #expect(medium.line(1) == " Maximilian von H…  a.very.long.addres… ", "both halves truncated, not dropped")
        #expect(medium.line(0).hasPrefix(" Søren Kierkegaard "))
        let narrow = render(list, width: 20, height: 2)
        #expect(!narrow.line(0).contains("@") && !narrow.line(1).contains("@"), "no room: left out on every row")
        #expect(narrow.line(0).hasPrefix(" Søren Kierkegaard"))
    }

    @Test func hostileRowTextIsDrawnHarmlessly() {
        let list = ListView(count: 1, selection: 0) { _ in ListRow("evil\u{1B}[2J\u{9B}31mname\u{7}") }
        let buffer = render(list, width: 30, height: 1)
        #expect(
            buffer.cells.allSatisfy { cell in
                cell.grapheme.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F..<0xA0).contains($0.value) }
            })
        #expect(buffer.line(0).hasPrefix(" evil\u{FFFD}[2J\u{FFFD}31mname\u{FFFD}"))
    }

    @Test func theLayoutSaysWhereTheRowsGoForClicks() {
        var buffer = Buffer(size: Size(width: 40, height: 12))
        let area = Rect(x: 2, y: 1, width: 30, height: 10)
        let list = people(selection: 50, scroll: ListScroll(offset: 45))
        let layout = list.layout(in: area)
        list.render(into: &buffer, area: area)
        #expect(layout == ListLayout(rows: Rect(x: 2, y: 1, width: 29, height: 10), offset: 45, count: 100))
        #expect(layout.row(atX: 2, y: 1) == 45)
        #expect(layout.row(atX: 30, y: 10) == 54)
        #expect(layout.row(atX: 31, y: 5) == nil, "the scrollbar column is no row")
        #expect(layout.row(atX: 1, y: 5) == nil)
        #expect(layout.row(atX: 5, y: 11) == nil)
        #expect(buffer.line(layout.rows.y + 50 - 45).contains("50"), "the row it names is the one drawn there")
    }

    @Test func theLoadingRowAndTheBlankLinesBelowAShortListAreNoRows() {
        var buffer = Buffer(size: Size(width: 40, height: 12))
        let short = ListView(count: 3, selection: 0, isLoadingMore: true) { ListRow("row \($0)") }
        let layout = short.layout(in: buffer.area)
        short.render(into: &buffer, area: buffer.area)
        #expect(layout.row(atX: 5, y: 2) == 2)
        #expect(buffer.line(3).contains(ListView.loadingMoreText))
        #expect(layout.row(atX: 5, y: 3) == nil)
        #expect(layout.row(atX: 5, y: 8) == nil)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func placeholderRowsWaitForTheirPage(size: Size) {
        let list = ListView(count: 1_000, selection: 4) { index in
            (3..<7).contains(index)
                ? ListRow.placeholder : ListRow("Person \(index)", secondary: "p\(index)@example.com")
        }
        assertSnapshot(
            of: render(list, width: size.width, height: size.height), named: "placeholders-\(size.width)x\(size.height)"
        )
    }
}
