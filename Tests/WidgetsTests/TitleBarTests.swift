import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@Suite struct TitleBarTests {
    @Test(arguments: snapshotSizes)
    func titleAndStatus(size: Size) {
        let bar = TitleBar(title: "tern · Users (100)", status: "sample data")
        assertSnapshot(
            of: render(bar, width: size.width, height: size.height), named: "users-\(size.width)x\(size.height)")
    }

    @Test func longTitleIsTruncatedBeforeTheStatus() {
        let bar = TitleBar(title: "Maximilian Alexander von Hohenzollern-Sigmaringen", status: "sample data")
        let line = render(bar, width: 40, height: 1).line(0)
        #expect(line == " Maximilian Alexander von…  sample data ")
    }

    @Test(arguments: snapshotSizes)
    func sectionNames(size: Size) {
        let bar = TitleBar(
            title: "Users · 107", status: "12/107 · sample data", sections: ["Users", "Weather"], currentSection: 0)
        assertSnapshot(
            of: render(bar, width: size.width, height: size.height), named: "sections-\(size.width)x\(size.height)")
    }

    @Test func theSectionNamesComeFirstAndSayWhereTheyWereDrawn() {
        var buffer = Buffer(size: Size(width: 60, height: 1))
        let bar = TitleBar(
            title: "Ada Lovelace", status: "sample data", sections: ["Users", "Weather"], currentSection: 1)
        let tabs = bar.draw(into: &buffer, area: buffer.area)
        #expect(buffer.line(0) == " tern  Users [Weather]  Ada Lovelace            sample data ")
        #expect(tabs[0] == Rect(x: 6, y: 0, width: 7, height: 1))
        #expect(tabs[1] == Rect(x: 13, y: 0, width: 9, height: 1))
        #expect(buffer[8, 0].style.attributes == [.reverse])
        #expect(buffer[14, 0].style.attributes == [.reverse, .bold], "the current section stands out")
        let narrow = Buffer(size: Size(width: 16, height: 1))
        var clipped = narrow
        let cut = bar.draw(into: &clipped, area: clipped.area)
        #expect(clipped.line(0) == " tern  Users [W ")
        #expect(cut[1] == Rect(x: 13, y: 0, width: 2, height: 1), "only the cells drawn can be clicked")
    }
}
