/// Row 2: bytes written to the terminal per key at 80×24 on 100,000 users, tern beside a minimal
/// Python curses list (the floor: same libncursesw, same keys).
@MainActor
enum RenderingBenchmarks {
    static let userCount = 100_000

    /// Bytes each key made the program write, and how many full-screen clears followed the first frame.
    struct KeyCosts {
        var downInside = 0
        var downScrolling = 0
        var pageDown = 0
        var end = 0
        var sheetOpen = 0
        var sheetClose = 0
        var clearsAfterFirstFrame = 0
    }

    static func run() {
        do {
            let tern = try measure(BenchSetup.ternUsers(sampleUsers: userCount), loadingAllUsers: true)
            let floor = try measure(BenchSetup.floorCommand(count: userCount), loadingAllUsers: false)
            report(tern: tern, floor: floor)
        } catch {
            BenchReport.failed("Rendering: bytes per key", error)
        }
    }

    /// Starts `command`, waits for its first frame (and for tern to load every page, so the list
    /// really holds all users), then presses the keys in order and counts bytes.
    static func measure(_ command: [String], loadingAllUsers: Bool) throws(BenchError) -> KeyCosts {
        let session = try PtySession(command)
        defer { session.close() }
        try session.waitForFirstFrame()
        let firstFrameEnd = session.transcript.count
        if loadingAllUsers { try session.loadAllUsers(count: userCount) }
        var costs = KeyCosts()
        costs.downInside = session.press(PtySession.Keys.down).bytes.count
        for _ in 0..<30 { session.press(PtySession.Keys.down, quietMilliseconds: 15) }
        costs.downScrolling = median((0..<7).map { _ in session.press(PtySession.Keys.down).bytes.count })
        costs.pageDown = session.press(PtySession.Keys.pageDown).bytes.count
        costs.end = session.press(PtySession.Keys.end).bytes.count
        costs.sheetOpen = session.press(PtySession.Keys.text("m"), quietMilliseconds: 100).bytes.count
        costs.sheetClose = session.press(PtySession.Keys.text("m"), quietMilliseconds: 100).bytes.count
        costs.clearsAfterFirstFrame = occurrences(of: Array("\u{1b}[2J".utf8), in: session.transcript[firstFrameEnd...])
        return costs
    }

    private static func report(tern: KeyCosts, floor: KeyCosts) {
        var table = Table(
            title: "Rendering: bytes per key, 80×24, \(userCount) users (floor: Python curses list)",
            columns: ["key", "tern", "floor", "tern/floor", "target", "verdict"])
        let down = Target(atMost: 250, "≤ 250 B, ≤ 1.5× floor")
        func add(_ key: String, _ ternBytes: Int, _ floorBytes: Int, _ target: Target?, ratioLimit: Double? = nil) {
            let ratio = floorBytes > 0 ? Double(ternBytes) / Double(floorBytes) : nil
            var verdict = target?.verdict(Double(ternBytes)) ?? "-"
            if let ratioLimit, let ratio, ratio > ratioLimit { verdict = "MISS" }
            table.add([
                key, "\(ternBytes) B", "\(floorBytes) B", ratio.map { $0.formatted(2) + "×" } ?? "-",
                target?.text ?? "-", verdict,
            ])
        }
        add("↓ inside the view", tern.downInside, floor.downInside, down, ratioLimit: 1.5)
        add("↓ that scrolls", tern.downScrolling, floor.downScrolling, down, ratioLimit: 1.5)
        add("PgDn", tern.pageDown, floor.pageDown, nil)
        add("End", tern.end, floor.end, nil)
        add("m (open more-info sheet)", tern.sheetOpen, floor.sheetOpen, Target(atMost: 1_536, "≤ 1.5 KB"))
        add("m (close the sheet)", tern.sheetClose, floor.sheetClose, Target(atMost: 600, "≤ 600 B"))
        table.add([
            "ESC[2J after first frame", "\(tern.clearsAfterFirstFrame)", "\(floor.clearsAfterFirstFrame)", "-",
            "0", tern.clearsAfterFirstFrame == 0 ? "ok" : "MISS",
        ])
        BenchReport.add(table)
    }

    /// How many times `needle` occurs in `haystack`, overlapping occurrences included.
    static func occurrences(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int {
        guard haystack.count >= needle.count else { return 0 }
        var count = 0
        var index = haystack.startIndex
        while index <= haystack.endIndex - needle.count {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { count += 1 }
            index += 1
        }
        return count
    }
}
