import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@Suite struct EmptyStateTests {
    @Test(arguments: snapshotSizes)
    func messageAndHint(size: Size) {
        let empty = EmptyState(
            message: "Type a city to see its forecast", hint: "/ or s to search · recent: Paris, 東京, São Paulo")
        assertSnapshot(
            of: render(empty, width: size.width, height: size.height), named: "type-a-city-\(size.width)x\(size.height)"
        )
    }
}
