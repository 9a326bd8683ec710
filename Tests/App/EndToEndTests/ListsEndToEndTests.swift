import Foundation
import Testing

/// Lists you can cross in one key, on the real binary: End selects the last of 100,000 users at
/// once, a burst of a thousand ↓ is applied in full, Ctrl-D/Ctrl-U move half a page, and the title
/// bar says where the selection is.
@Suite struct ListsEndToEndTests {
    @Test func endSelectsTheLastOfAHundredThousandUsers() throws {
        let session = try TmuxSession.onSampleData(["users", "--sample-users", "100000"], width: 80, height: 24)
        try session.waitFor("1/100000")
        try session.send("End")
        let last = try session.waitForSelection("Zsófia Lefèvre") { $0.contains("100000/100000") }
        let rows = try session.screen().split(separator: "\n").dropFirst()  // the title bar may shorten its status
        #expect(!rows.contains { $0.contains("…") }, "every row on screen is filled")
        try session.send("Home")
        try session.waitFor("1/100000")
        try session.send("G")
        #expect(try session.waitForSelection("Zsófia Lefèvre") == last)
    }

    @Test func aThousandDownsAtOnceEndOnTheLastUser() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitFor("1/107")
        try session.tmux(["send-keys", "-t", "0"] + Array(repeating: "Down", count: 1_000))
        try session.waitForSelection("Ева Новак") { $0.contains("107/107") }
    }

    @Test func ctrlDAndCtrlUMoveHalfAPageCtrlFAndCtrlBAPage() throws {
        let session = try TmuxSession.onSampleData(width: 80, height: 24)
        try session.waitFor("1/107")
        try session.send("C-d")
        try session.waitFor("12/107")
        try session.send("C-f")
        try session.waitFor("33/107")
        try session.send("C-b")
        try session.waitFor("12/107")
        try session.send("C-u")
        try session.waitFor("1/107")
    }
}
