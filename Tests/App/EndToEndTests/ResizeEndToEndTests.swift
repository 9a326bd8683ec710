import Foundation
import Testing

/// A resize in a real terminal (tmux 3.3a, `resize-window`), with synchronized output answered as in
/// `SynchronizedOutputEndToEndTests`: tern writes exactly one frame, all of it inside
/// `ESC[?2026h` … `ESC[?2026l`, with no `ESC[2J` — shrinking and growing in both directions, on the
/// list, with the help open and with the sheet open — and every cell is right afterwards: what tmux
/// shows is exactly what it shows once Ctrl-L has cleared the screen and drawn the same frame again
/// (decision 2080). Without the answer, the resize is still written without a clear.
@Suite(.serialized) struct ResizeEndToEndTests {
    private static let begin = "\u{1b}[?2026h"
    private static let end = "\u{1b}[?2026l"
    private static let clear = "\u{1b}[2J"
    /// From 100×30: narrower and shorter, back, wider and shorter, narrower and taller, back.
    private static let sizes = [(90, 28), (100, 30), (110, 26), (80, 32), (100, 30)]

    /// What one resize made tern write, split into its frames, and the pane before and after Ctrl-L.
    private struct Resize {
        var frames: [String]
        var outside: String
        var pane: String
        var paneAfterRepaint: String
    }

    /// Starts tern on the sample data, answers its synchronized-output query and waits until a frame
    /// drawn after the answer is on screen. TERM is xterm-256color, whose clear is `ESC[H ESC[2J`
    /// (tmux's own entries clear with `ESC[H ESC[J`); tmux draws either.
    private func synchronizedSession() throws -> TmuxSession {
        let session = try TmuxSession.onSampleData(environment: ["TERM": "xterm-256color"])
        try session.waitFor(TmuxSession.sampleUsersTitle)
        let before = try session.waitForSelection(toLeave: nil)
        try session.tmux(["send-keys", "-t", "0", "-l", "\u{1b}[?2026;2$y"])
        try session.send("Down")
        try session.waitForSelection(toLeave: before)
        return session
    }

    /// Resizes to `width`×`height`, waits for the end of the resize's frame, captures the pane, then
    /// presses Ctrl-L as a marker (its frame comes after anything the resize wrote) and captures the
    /// pane it redrew from scratch.
    private func resize(_ session: TmuxSession, width: Int, height: Int, path: String) throws -> Resize {
        unlink(path)
        defer { unlink(path) }
        func output() -> String {
            String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data(), as: UTF8.self)
        }
        try session.recordOutput(to: path)
        try session.resize(width: width, height: height)
        try session.waitUntil("the frame at \(width)×\(height)") { _ in output().contains(Self.end) }
        let pane = try session.tmux(["capture-pane", "-p", "-e", "-t", "0"])
        try session.send("C-l")
        try session.waitUntil("the frame Ctrl-L redraws") { _ in output().components(separatedBy: Self.end).count > 2 }
        try session.stopRecording()
        let paneAfterRepaint = try session.tmux(["capture-pane", "-p", "-e", "-t", "0"])
        var frames: [String] = []
        var outside = ""
        for piece in output().components(separatedBy: Self.begin) {
            let parts = piece.components(separatedBy: Self.end)
            if parts.count == 2 {
                frames.append(parts[0])
                outside += parts[1]
            } else {
                outside += piece
            }
        }
        return Resize(frames: frames, outside: outside, pane: pane, paneAfterRepaint: paneAfterRepaint)
    }

    /// Every size in turn: one frame for the resize, no clear in it, nothing outside the frames, and
    /// the pane as Ctrl-L's clean redraw of the same frame leaves it.
    private func checkResizes(_ session: TmuxSession, shows: String, name: String) throws {
        let directory = FileManager.default.temporaryDirectory.path
        for (width, height) in Self.sizes {
            let path = "\(directory)/tern-resize-\(getpid())-\(name)-\(width)x\(height).out"
            let resize = try resize(session, width: width, height: height, path: path)
            let what = "\(name), resized to \(width)×\(height)"
            #expect(resize.frames.count == 2, "\(what): the resize's frame, then Ctrl-L's")
            #expect(resize.outside.isEmpty, "\(what): nothing written outside a synchronized update")
            #expect(resize.frames.first?.contains(Self.clear) == false, "\(what): no ESC[2J on resize")
            #expect(resize.frames.last?.contains(Self.clear) == true, "\(what): Ctrl-L still clears")
            #expect(resize.pane == resize.paneAfterRepaint, "\(what): every cell as a clean redraw draws it")
            let lines = resize.pane.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == height, "\(what): the pane has the new height")
            #expect(resize.pane.contains(shows), "\(what): still shows \"\(shows)\"")
        }
    }

    /// Without synchronized output there is nothing to split the frames by: the resize is recorded
    /// until its status bar's "quit" (on the last row it writes) has come, then Ctrl-L's frame; the
    /// only clear must be Ctrl-L's, and the pane after the resize must be what Ctrl-L redraws.
    @Test func withoutSynchronizedOutputAResizeStillWritesNoClear() throws {
        let session = try TmuxSession.onSampleData(environment: ["TERM": "xterm-256color"])
        try session.waitFor("q quit")
        let path = FileManager.default.temporaryDirectory.path + "/tern-resize-\(getpid())-plain.out"
        defer { unlink(path) }
        func output() -> String {
            String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data(), as: UTF8.self)
        }
        for (width, height) in Self.sizes {
            unlink(path)
            try session.recordOutput(to: path)
            try session.resize(width: width, height: height)
            try session.waitUntil("the status bar at \(width)×\(height)") { _ in output().contains("quit") }
            let pane = try session.tmux(["capture-pane", "-p", "-e", "-t", "0"])
            try session.send("C-l")
            try session.waitUntil("the frame Ctrl-L redraws") { _ in output().contains(Self.clear) }
            try session.waitFor("q quit")
            try session.stopRecording()
            let recorded = output()
            #expect(!recorded.contains(Self.begin), "\(width)×\(height): no synchronized update was asked for")
            #expect(recorded.components(separatedBy: Self.clear).count == 2, "\(width)×\(height): Ctrl-L's clear only")
            #expect(
                try session.tmux(["capture-pane", "-p", "-e", "-t", "0"]) == pane,
                "\(width)×\(height): every cell as a clean redraw draws it")
        }
    }

    @Test func aResizeOfTheListIsOneSynchronizedFrameWithoutAClear() throws {
        let session = try synchronizedSession()
        try checkResizes(session, shows: TmuxSession.sampleUsersTitle, name: "list")
    }

    @Test func aResizeUnderTheHelpIsOneSynchronizedFrameWithoutAClear() throws {
        let session = try synchronizedSession()
        try session.send("?")
        try session.waitFor("Everywhere")
        try checkResizes(session, shows: "Everywhere", name: "help")
    }

    @Test func aResizeUnderTheSheetIsOneSynchronizedFrameWithoutAClear() throws {
        let session = try synchronizedSession()
        try session.send("m")
        try session.waitFor("+45 26 55 83 12")
        try checkResizes(session, shows: "+45 26 55 83 12", name: "sheet")
    }
}
