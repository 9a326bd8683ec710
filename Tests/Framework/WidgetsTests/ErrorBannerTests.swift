import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@Suite struct ErrorBannerTests {
    private let banner = ErrorBanner(
        message: "DummyAPI rejected the app id — set DUMMYAPI_APP_ID and press r, or use --users-provider sample")

    @Test(arguments: snapshotSizes)
    func messageAndHint(size: Size) {
        assertSnapshot(
            of: render(banner, width: size.width, height: size.height), named: "app-id-\(size.width)x\(size.height)")
    }

    @Test func heightCountsWrappedLinesAndTheHint() {
        #expect(banner.height(forWidth: 120) == 2)
        #expect(banner.height(forWidth: 40) > 2)
        #expect(ErrorBanner(message: "Offline", retryHint: nil).height(forWidth: 80) == 1)
    }

    @Test func hostileMessageIsDrawnHarmlessly() {
        let buffer = render(ErrorBanner(message: "\u{1B}]0;pwned\u{7}\u{85}bad"), width: 40, height: 2)
        #expect(buffer.line(0).hasPrefix(" ✗ \u{FFFD}]0;pwned\u{FFFD}\u{FFFD}bad"))
    }
}
