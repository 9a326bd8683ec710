import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@Suite struct SpinnerTests {
    @Test(arguments: snapshotSizes)
    func loadingUsers(size: Size) {
        let buffer = render(Spinner(frame: 3, message: "Loading users…"), width: size.width, height: size.height)
        assertSnapshot(of: buffer, named: "loading-\(size.width)x\(size.height)")
    }

    @Test func glyphCyclesThroughTheFrames() {
        #expect(Spinner(frame: 0).glyph == "⠋")
        #expect(Spinner(frame: 1).glyph == "⠙")
        #expect(Spinner(frame: 10).glyph == "⠋")
        #expect(Spinner(frame: -1).glyph == "⠏")
    }
}
