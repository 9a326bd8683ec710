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

    /// Without animation (`--no-animation`) the spinner is its words alone, centered: nothing turns.
    @Test func withoutAnimationItIsTheMessageAlone() {
        let still = render(Spinner(frame: 3, message: "Loading users…", animates: false), width: 40, height: 3)
        #expect(
            still.line(1) == String(repeating: " ", count: 13) + "Loading users…" + String(repeating: " ", count: 13))
        #expect(!still.lines.joined().contains { Spinner.frames.contains($0) })
        let later = render(Spinner(frame: 4, message: "Loading users…", animates: false), width: 40, height: 3)
        #expect(later == still, "another frame draws the same")
    }

    @Test func glyphCyclesThroughTheFrames() {
        #expect(Spinner(frame: 0).glyph == "⠋")
        #expect(Spinner(frame: 1).glyph == "⠙")
        #expect(Spinner(frame: 10).glyph == "⠋")
        #expect(Spinner(frame: -1).glyph == "⠏")
    }
}
