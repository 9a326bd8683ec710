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
}
