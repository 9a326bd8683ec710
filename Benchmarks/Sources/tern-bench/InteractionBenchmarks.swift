/// Row 7: what issue 17 asks of input that arrives at once, end to end in the pty: a bracketed
/// paste of 5,000 characters into the `/` filter (and an Esc written right behind it), End on
/// 100,000 users with only the first page loaded, and a thousand ↓ written at once on the bundled
/// 107. Each: time from the write to the first byte back and to the output settling, the bytes,
/// and the frames (bursts of output 1 ms or more apart).
@MainActor
enum InteractionBenchmarks {
    static let pasteLength = 5_000

    private struct Row {
        var name: String
        var answer: PtySession.Answer
        var target: Target?
        /// The frames it should take.
        var frames: Int
    }

    static func run() {
        do {
            report(try paste() + [try end(), try thousandDowns()])
        } catch {
            BenchReport.failed("Interaction: paste, End, a burst of keys", error)
        }
    }

    /// The paste alone, then the paste with an Esc right behind it (both into a fresh `/` field).
    private static func paste() throws(BenchError) -> [Row] {
        let session = try PtySession(BenchSetup.ternUsers(sampleUsers: nil))
        defer { session.close() }
        try session.waitForFirstFrame()
        let text = String(repeating: "z", count: pasteLength)
        let bracketed = PtySession.Keys.text("\u{1b}[200~" + text + "\u{1b}[201~")
        session.press(PtySession.Keys.text("/"), quietMilliseconds: 100)
        let alone = session.send(bracketed)
        session.press(PtySession.Keys.escape, quietMilliseconds: 100)
        session.press(PtySession.Keys.text("/"), quietMilliseconds: 100)
        let withEscape = session.send(bracketed + PtySession.Keys.escape)
        let settle = Target(atMost: 300, "≤ 300 ms")
        return [
            Row(name: "paste of \(pasteLength) characters into /", answer: alone, target: settle, frames: 1),
            Row(name: "the same paste, then Esc", answer: withEscape, target: settle, frames: 1),
        ]
    }

    private static func end() throws(BenchError) -> Row {
        let session = try PtySession(BenchSetup.ternUsers(sampleUsers: 100_000))
        defer { session.close() }
        try session.waitForFirstFrame()
        return Row(name: "End on 100,000 users", answer: session.send(PtySession.Keys.end), target: nil, frames: 1)
    }

    private static func thousandDowns() throws(BenchError) -> Row {
        let session = try PtySession(BenchSetup.ternUsers(sampleUsers: nil))
        defer { session.close() }
        try session.waitForFirstFrame()
        let downs = Array(Array(repeating: PtySession.Keys.down, count: 1_000).joined())
        return Row(name: "1,000 ↓ at once on 107 users", answer: session.send(downs), target: nil, frames: 1)
    }

    private static func report(_ rows: [Row]) {
        var table = Table(
            title: "Interaction: input that arrives at once (pty, 80×24)",
            columns: ["input", "first byte", "settled", "bytes", "frames", "target", "verdict"])
        for row in rows {
            let settled = row.answer.lastByteNanoseconds.map { Double($0) / 1e6 }
            let verdicts = [row.target?.verdict(settled) ?? "ok", row.answer.frames == row.frames ? "ok" : "MISS"]
            table.add([
                row.name,
                row.answer.firstByteNanoseconds.map { (Double($0) / 1e6).formatted(2) + " ms" } ?? "n/a",
                settled.map { $0.formatted(2) + " ms" } ?? "n/a",
                "\(row.answer.bytes.count) B", "\(row.answer.frames)",
                (row.target.map { $0.text + ", " } ?? "") + "\(row.frames) frame",
                verdicts.contains("MISS") ? "MISS" : "ok",
            ])
        }
        BenchReport.add(table)
    }
}
