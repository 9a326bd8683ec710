import Foundation
import Testing

/// Synchronized output (mode 2026) in a real terminal: tern asks with DECRQM at start; the DECRPM
/// answer, written here to tern's terminal as the terminal would, is consumed by the input path
/// (never typed as keys) and turns on `ESC[?2026h` … `ESC[?2026l` around each later frame. tmux 3.3
/// does not answer the query itself, so without the written answer frames stay unwrapped.
@Suite(.serialized) struct SynchronizedOutputEndToEndTests {
    private static let begin = "\u{1b}[?2026h"
    private static let end = "\u{1b}[?2026l"

    /// Records what tern writes while `keys` are sent and one ↓ moves the selection.
    private func outputAfter(_ keys: [String], in session: TmuxSession, path: String) throws -> String {
        let before = try session.waitForSelection(toLeave: nil)
        try session.recordOutput(to: path)
        for key in keys { try session.tmux(["send-keys", "-t", "0", "-l", key]) }
        try session.send("Down")
        try session.waitForSelection(toLeave: before)
        try session.stopRecording()
        return String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    @Test func anAnsweredQueryWrapsEachFrameAndTheAnswerIsNeverTyped() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitFor(TmuxSession.sampleUsersTitle)
        let path = FileManager.default.temporaryDirectory.path + "/tern-sync-\(getpid()).out"
        defer { unlink(path) }
        let output = try outputAfter(["\u{1b}[?2026;2$y"], in: session, path: path)
        #expect(output.contains(Self.begin))
        #expect(output.contains(Self.end))
        #expect(output.components(separatedBy: Self.begin).count == output.components(separatedBy: Self.end).count)
        let screen = try session.screen()
        #expect(!screen.contains("Everywhere"), "the answer's ? did not open help")
        #expect(try session.selection()?.text.contains("Søren Kierkegaard") == true)
    }

    @Test func withoutAnAnswerFramesAreUnwrapped() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitFor(TmuxSession.sampleUsersTitle)
        let path = FileManager.default.temporaryDirectory.path + "/tern-nosync-\(getpid()).out"
        defer { unlink(path) }
        let output = try outputAfter(["\u{1b}[?2026;0$y"], in: session, path: path)
        #expect(!output.contains(Self.begin))
        #expect(try session.selection()?.text.contains("Søren Kierkegaard") == true)
    }
}
