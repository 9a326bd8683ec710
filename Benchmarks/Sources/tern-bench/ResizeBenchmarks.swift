/// Issue 28 item 4: what a resize makes the program write, in a pty resized with TIOCSWINSZ (the
/// child gets SIGWINCH) from 100×30 to 90×28 and back, tern on its bundled 107 users beside the
/// Python curses list of 107 (the floor: same libncursesw, a plain curses program redrawing its
/// frame). tern is told, as a terminal would answer its query, that the terminal knows synchronized
/// output, so each of its frames should be one `ESC[?2026h` … `ESC[?2026l` with nothing outside.
/// Frames are bursts of output 1 ms or more apart, read until 300 ms of quiet. The floor draws a
/// plainer list than tern's, so after each resize tern is also asked for the same frame through a
/// clear (Ctrl-L): what a curses program that clears on resize, as the floor does, would write for
/// tern's picture. Then a storm, as dragging a window's edge makes: 200 resizes 1 ms apart, where
/// every update tern writes must still be whole and without a clear.
@MainActor
enum ResizeBenchmarks {
    static let userCount = 107
    /// From the start size (first), then each resize in turn.
    static let sizes: [(columns: UInt16, rows: UInt16)] = [(100, 30), (90, 28), (100, 30)]
    /// The storm's sizes, over and over.
    static let stormSizes: [(columns: UInt16, rows: UInt16)] = [(90, 28), (100, 30), (110, 26), (80, 32)]
    static let stormLength = 200

    /// What a storm of resizes made the program write.
    private struct Storm {
        var bytes: [UInt8]
        var updates: Int
        var clears: Int
        var outside: Int
    }

    private struct Resize {
        var answer: PtySession.Answer
        var isSynchronized: Bool
        var clears: Int
        /// The bytes of the same frame drawn again after a clear (Ctrl-L); tern only.
        var clearedBytes: Int?
    }

    static func run() {
        do {
            let tern = try measure(BenchSetup.ternUsers(sampleUsers: nil), isTern: true)
            let floor = try measure(BenchSetup.floorCommand(count: userCount), isTern: false)
            report(tern: tern, floor: floor)
            report(storm: try storm(BenchSetup.ternUsers(sampleUsers: nil)))
        } catch {
            BenchReport.failed("Resize: frames and bytes per resize", error)
        }
    }

    /// Starts `command` at the first size, waits for its first frame, then resizes to each later
    /// size. For tern (`isTern`), first answers the synchronized-output query, and after each resize
    /// presses Ctrl-L for the same frame drawn through a clear.
    private static func measure(_ command: [String], isTern: Bool) throws(BenchError) -> [Resize] {
        let session = try PtySession(command, rows: sizes[0].rows, columns: sizes[0].columns)
        defer { session.close() }
        try session.waitForFirstFrame()
        if isTern {
            session.write(PtySession.Keys.text("\u{1b}[?2026;2$y"))
            session.drain(quietMilliseconds: 100)
        }
        return sizes.dropFirst().map { size in
            let answer = session.resize(rows: size.rows, columns: size.columns)
            return Resize(
                answer: answer, isSynchronized: isOneSynchronizedUpdate(answer.bytes),
                clears: RenderingBenchmarks.occurrences(of: Array("\u{1b}[2J".utf8), in: answer.bytes[...]),
                clearedBytes: isTern ? session.send([0x0c], quietMilliseconds: 300).bytes.count : nil)
        }
    }

    /// tern in a storm of `stormLength` resizes 1 ms apart, its synchronized-output query answered.
    private static func storm(_ command: [String]) throws(BenchError) -> Storm {
        let session = try PtySession(command, rows: sizes[0].rows, columns: sizes[0].columns)
        defer { session.close() }
        try session.waitForFirstFrame()
        session.write(PtySession.Keys.text("\u{1b}[?2026;2$y"))
        session.drain(quietMilliseconds: 100)
        let bytes = session.resize(
            through: (0..<stormLength).map { stormSizes[$0 % stormSizes.count] }, gapMilliseconds: 1)
        let begin = Array("\u{1b}[?2026h".utf8)
        let end = Array("\u{1b}[?2026l".utf8)
        var outside = 0
        var index = 0
        var inside = false
        while index < bytes.count {
            let marker = inside ? end : begin
            if bytes[index...].starts(with: marker) {
                inside.toggle()
                index += marker.count
            } else {
                if !inside { outside += 1 }
                index += 1
            }
        }
        return Storm(
            bytes: bytes, updates: RenderingBenchmarks.occurrences(of: begin, in: bytes[...]),
            clears: RenderingBenchmarks.occurrences(of: Array("\u{1b}[2J".utf8), in: bytes[...]), outside: outside)
    }

    /// Whether `bytes` are exactly one synchronized update: they start with `ESC[?2026h`, end with
    /// `ESC[?2026l`, and neither appears in between.
    private static func isOneSynchronizedUpdate(_ bytes: [UInt8]) -> Bool {
        let begin = Array("\u{1b}[?2026h".utf8)
        let end = Array("\u{1b}[?2026l".utf8)
        return bytes.starts(with: begin) && bytes.reversed().starts(with: end.reversed())
            && RenderingBenchmarks.occurrences(of: begin, in: bytes[...]) == 1
            && RenderingBenchmarks.occurrences(of: end, in: bytes[...]) == 1
    }

    private static func report(tern: [Resize], floor: [Resize]) {
        var table = Table(
            title: "Resize: frames and bytes per resize (pty, \(userCount) users; floor: Python curses list)",
            columns: [
                "resize", "tern", "frames", "in ?2026h…l", "ESC[2J", "same frame after a clear", "tern/that",
                "floor", "floor frames", "tern/floor", "target", "verdict",
            ])
        func ratio(_ bytes: Int, to other: Int?) -> String {
            guard let other, other > 0 else { return "-" }
            return (Double(bytes) / Double(other)).formatted(2) + "×"
        }
        for (index, (tern, floor)) in zip(tern, floor).enumerated() {
            let from = sizes[index]
            let to = sizes[index + 1]
            let bytes = tern.answer.bytes.count
            let met = tern.answer.frames == 1 && tern.isSynchronized && tern.clears == 0
            table.add([
                "\(from.columns)×\(from.rows) → \(to.columns)×\(to.rows)", "\(bytes) B", "\(tern.answer.frames)",
                tern.isSynchronized ? "yes" : "no", "\(tern.clears)", tern.clearedBytes.map { "\($0) B" } ?? "-",
                ratio(bytes, to: tern.clearedBytes), "\(floor.answer.bytes.count) B", "\(floor.answer.frames)",
                ratio(bytes, to: floor.answer.bytes.count), "1 frame, wrapped, no ESC[2J", met ? "ok" : "MISS",
            ])
        }
        BenchReport.add(table)
    }

    private static func report(storm: Storm) {
        var table = Table(
            title: "Resize storm: \(stormLength) resizes 1 ms apart (pty, \(userCount) users)",
            columns: ["program", "bytes", "?2026h…l updates", "ESC[2J", "bytes outside updates", "target", "verdict"])
        table.add([
            "tern", "\(storm.bytes.count) B", "\(storm.updates)", "\(storm.clears)", "\(storm.outside) B",
            "no ESC[2J, nothing outside", storm.clears == 0 && storm.outside == 0 ? "ok" : "MISS",
        ])
        BenchReport.add(table)
    }
}
