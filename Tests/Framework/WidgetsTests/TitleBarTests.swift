import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@Suite struct TitleBarTests {
    @Test(arguments: snapshotSizes)
    func titleAndStatus(size: Size) {
        let bar = TitleBar(appName: "tern", title: "Users (100)", status: "sample data")
        assertSnapshot(
            of: render(bar, width: size.width, height: size.height), named: "users-\(size.width)x\(size.height)")
    }

    @Test func longTitleIsTruncatedBeforeTheStatus() {
        let bar = TitleBar(
            appName: "", title: "Maximilian Alexander von Hohenzollern-Sigmaringen", status: "sample data")
        let line = render(bar, width: 40, height: 1).line(0)
        #expect(line == " Maximilian Alexander von…  sample data ")
    }

    /// The name is the app's, not tern's: it leads the title, or the section names when there are several.
    @Test func theAppNamesItself() {
        let alone = TitleBar(appName: "countries", title: "Countries › France", status: "250")
        #expect(render(alone, width: 40, height: 1).line(0) == " countries · Countries › France     250 ")
        let named = TitleBar(appName: "atlas", title: "France", sections: ["Countries", "Seas"])
        #expect(render(named, width: 40, height: 1).line(0) == " atlas [Countries] Seas  France         ")
    }

    @Test(arguments: snapshotSizes)
    func sectionNames(size: Size) {
        let bar = TitleBar(
            appName: "tern", title: "Users · 107", status: "12/107 · sample data", sections: ["Users", "Weather"],
            currentSection: 0)
        assertSnapshot(
            of: render(bar, width: size.width, height: size.height), named: "sections-\(size.width)x\(size.height)")
    }

    @Test func theSectionNamesComeFirstAndSayWhereTheyWereDrawn() {
        var buffer = Buffer(size: Size(width: 60, height: 1))
        let bar = TitleBar(
            appName: "tern", title: "Ada Lovelace", status: "sample data", sections: ["Users", "Weather"],
            currentSection: 1)
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

    /// A notice in the status ("sample data", "offline …") is drawn in the theme's `warning` role
    /// over the reverse bar (issue 27: offline and sample notices yellow); the rest of it is not.
    @Test func aNoticeInTheStatusIsDrawnAsAWarning() {
        var buffer = Buffer(size: Size(width: 40, height: 1))
        TitleBar(appName: "tern", title: "Users", status: "3/107 · sample data", notices: ["sample data"])
            .render(into: &buffer, area: buffer.area)
        #expect(buffer.line(0) == " tern · Users       3/107 · sample data ")
        let warning = Theme.default[.title].patched(with: Theme.default[.warning])
        #expect((28..<39).allSatisfy { buffer[$0, 0].style == warning })
        #expect(buffer[27, 0].style == Theme.default[.title])
        #expect(buffer[28, 0].style.attributes.contains(.reverse), "still reverse without colour")
    }
}
