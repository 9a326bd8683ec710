import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@Suite struct BoxTests {
    @Test(arguments: snapshotSizes)
    func titledBox(size: Size) {
        var buffer = backdrop(size)
        let area = buffer.area.inset(by: 2)
        Box(title: "Today in Reykjavík", footer: "m more").render(into: &buffer, area: area)
        assertSnapshot(of: buffer, named: "titled-\(size.width)x\(size.height)")
    }

    @Test func interiorIsInsideTheBorder() {
        #expect(Box.interior(of: Rect(x: 2, y: 3, width: 10, height: 5)) == Rect(x: 3, y: 4, width: 8, height: 3))
    }

    @Test func tinyAreasDoNotCrash() {
        for width in 0...3 {
            for height in 0...3 { _ = render(Box(title: "T", footer: "F"), width: width, height: height) }
        }
    }
}
