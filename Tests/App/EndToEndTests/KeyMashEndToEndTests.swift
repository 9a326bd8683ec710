import Foundation
import Glibc
import Testing

/// 2,000 seeded random keys, with mouse reports and pastes between them (and a few resizes), sent
/// to the real binary in tmux, in batches: afterwards tern is still running, draws a whole frame
/// at 100×30, and Ctrl-C ends it with the terminal restored. `TERN_MASH_SEED` (decimal) picks
/// another run; the seed is printed.
@Suite struct KeyMashEndToEndTests {
    static let defaultSeed: UInt64 = 20_261_123
    static let keyCount = 2_000
    static let batchSize = 50

    @Test func ternSurvivesTwoThousandRandomKeys() throws {
        let seed = ProcessInfo.processInfo.environment["TERN_MASH_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        print("tmux key mash: seed \(seed), \(Self.keyCount) keys — reproduce with TERN_MASH_SEED=\(seed)")
        var mash = TmuxKeyMash(seed: seed)
        let session = try TmuxSession.onSampleData(width: 100, height: 30)
        try session.waitFor(TmuxSession.sampleUsersTitle)
        for batch in 0..<(Self.keyCount / Self.batchSize) {
            try session.tmux(["send-keys", "-t", "0"] + (0..<Self.batchSize).map { _ in mash.next() })
            try session.write(mash.nextRawInput(count: 5))
            if batch % 8 == 7 {
                let size = mash.nextSize()
                try session.resize(width: size.width, height: size.height)
            }
        }
        try waitUntilRead(session, seed: seed)
        try session.resize(width: 100, height: 30)
        try session.send("C-l")
        let screen = try session.waitUntil("a whole frame after the mash (seed \(seed))") { text in
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.first?.hasPrefix(" tern ") == true && lines.count >= 30
                && !lines[29].trimmingCharacters(in: .whitespaces).isEmpty
        }
        #expect(!screen.contains(TmuxSession.exitMarker), "tern exited during the mash (seed \(seed))")
        #expect(try session.ternProcessID() != nil)
        try session.send("C-c")
        #expect(try session.waitForExit() == 130)
        try session.expectTerminalRestored()
    }

    /// Polls until tern has read every byte sent to its pane: the pty's input queue, read through
    /// the pane's tty from outside (`FIONREAD`), is empty.
    private func waitUntilRead(_ session: TmuxSession, seed: UInt64) throws {
        let tty = open(try session.display("#{pane_tty}"), O_RDONLY | O_NOCTTY | O_NONBLOCK)
        try #require(tty >= 0, "cannot open the pane's tty")
        defer { close(tty) }
        var pending: Int32 = 1
        let deadline = Date().addingTimeInterval(20)
        while ioctl(tty, UInt(FIONREAD), &pending) == 0, pending > 0 {
            try #require(Date() < deadline, "tern left \(pending) bytes unread (seed \(seed))")
            _ = poll(nil, 0, 25)
        }
    }
}
