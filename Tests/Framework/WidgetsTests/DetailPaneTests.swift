import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@Suite struct DetailPaneTests {
    private let pane = DetailPane(
        heading: "Ms Sara Andersen",
        rows: [
            .field("Email", "sara.andersen@example.com"),
            .field("Phone", "+45 12 34 56 78"),
            .field("Address", "9614 Søndermarksvej, Kongsvinger, Nordjylland, Denmark"),
            .field("Bio", "東京で生まれ、コペンハーゲンで育ちました。趣味は写真と登山です。"),
            .blank,
            .heading("Today"),
            .text("Light rain in the afternoon, clearing by evening with a fresh westerly breeze."),
            .blank,
            .text("m more info · Esc back"),
        ])

    @Test(arguments: snapshotSizes)
    func userDetail(size: Size) {
        assertSnapshot(
            of: render(pane, width: size.width, height: size.height), named: "user-\(size.width)x\(size.height)")
    }

    @Test func clipsAtTheBottomWithAMark() {
        let buffer = render(pane, width: 40, height: 5)
        #expect(buffer.line(4).hasSuffix("…"))
        #expect(pane.height(forWidth: 40) > 5)
    }

    @Test func valuesLineUpInOneColumn() {
        let buffer = render(DetailPane(rows: [.field("ID", "1"), .field("Registered", "2")]), width: 40, height: 2)
        #expect(buffer.line(0) == "ID          1".padding(toLength: 40, withPad: " ", startingAt: 0))
        #expect(buffer.line(1) == "Registered  2".padding(toLength: 40, withPad: " ", startingAt: 0))
    }
}
