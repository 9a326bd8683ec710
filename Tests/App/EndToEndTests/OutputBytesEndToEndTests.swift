import Foundation
import Testing

/// How many bytes tern writes to the terminal for one ↓ on an 80×24 list of 100,000 synthetic users
/// (docs/PERFORMANCE.md).
///
/// tmux `pipe-pane` copies everything tern writes to a file; each ↓ is sent alone and its frame
/// awaited, so the count is per key. Moves inside the page and moves that scroll are measured apart.
@Suite(.serialized) struct OutputBytesEndToEndTests {
    /// Sends ↓ `count` times, one at a time, each once the previous one's frame is on screen;
    /// returns the average bytes written per key.
    private func bytesPerDown(_ session: TmuxSession, recordingTo path: String, count: Int) throws -> Double {
        var selection = try session.selection()
        try session.recordOutput(to: path)
        for _ in 1...count {
            try session.send("Down")
            selection = try session.waitForSelection(toLeave: selection)
        }
        try session.stopRecording()
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return Double(size) / Double(count)
    }

    @Test func arrowKeyMovesWriteOnlyTheChangedCells() throws {
        let session = try TmuxSession.onSampleData(["users", "--sample-users", "100000"], width: 80, height: 24)
        try session.waitFor("Users · 100")
        let first = try session.waitForSelection(toLeave: nil)
        let directory = FileManager.default.temporaryDirectory.path
        let insidePage = "\(directory)/tern-bytes-inside-\(getpid()).out"
        let scrolling = "\(directory)/tern-bytes-scrolling-\(getpid()).out"
        defer {
            unlink(insidePage)
            unlink(scrolling)
        }
        let inside = try bytesPerDown(session, recordingTo: insidePage, count: 10)
        try session.send("Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down")
        try session.waitUntil("row 19 selected") { _ in (try? session.selection())?.line == first.line + 18 }
        let topRow = try session.screen().split(separator: "\n")[first.line]
        let scroll = try bytesPerDown(session, recordingTo: scrolling, count: 10)
        #expect(try session.screen().split(separator: "\n")[first.line] != topRow, "the list scrolled")
        print("tern bytes per ↓ at 80×24: \(inside) inside the page, \(scroll) when scrolling")
        #expect(inside < 400)
        #expect(scroll < 1_000)
    }
}

/// `NO_COLOR` means no colour escape sequences at all; the selection still shows through reverse video.
@Suite struct NoColorEndToEndTests {
    @Test func noColorSendsNoColourSequences() throws {
        let session = try TmuxSession.onSampleData(width: 80, height: 24, environment: ["NO_COLOR": "1"])
        try session.waitFor(TmuxSession.sampleUsersTitle)
        #expect(try session.selection() != nil, "the selection shows in reverse video")
        let path = FileManager.default.temporaryDirectory.path + "/tern-nocolor-\(getpid()).out"
        defer { unlink(path) }
        try session.recordOutput(to: path)
        try session.send("?")
        try session.waitFor("Everywhere")
        try session.send("Escape", "C-l")
        try session.waitForAbsence(of: "Everywhere")
        try session.stopRecording()
        let output = try String(contentsOfFile: path, encoding: .isoLatin1)
        let colour = try Regex(#"\x1b\[[0-9;]*(3[0-9]|4[0-9]|38;5|48;5)[0-9;]*m"#)
        #expect(!output.isEmpty)
        #expect(output.firstMatch(of: colour) == nil)
        #expect(try session.display("#{pane_dead}") == "0")
    }
}
