/// Row 4: time from starting tern to its first full frame (the output settled), with 100,000
/// synthetic users and with the bundled sample, and tern's peak resident memory. The time includes
/// tern re-executing itself once at start (SWIFT_BACKTRACE).
@MainActor
enum StartupBenchmarks {
    static let runs = 7
    /// Output quiet this long means the first frame is complete.
    static let settleMilliseconds = 300

    /// One start: milliseconds to the settled first frame and the peak RSS in bytes.
    struct Start {
        let milliseconds: Double
        let peakResidentBytes: Int?
    }

    static func run() {
        do {
            var large: [Start] = []
            var bundled: [Start] = []
            for _ in 0..<runs {
                large.append(try start(BenchSetup.ternUsers(sampleUsers: 100_000)))
                bundled.append(try start(BenchSetup.ternUsers(sampleUsers: nil)))
            }
            report(large: large, bundled: bundled, loadedPeak: try peakWithAllUsersLoaded())
        } catch {
            BenchReport.failed("Start-up", error)
        }
    }

    static func start(_ command: [String]) throws(BenchError) -> Start {
        let session = try PtySession(command)
        defer { session.close() }
        guard
            let settledAt = session.waitForSettledOutput(
                quietMilliseconds: settleMilliseconds, timeoutMilliseconds: 15_000)
        else { throw BenchError("tern drew no first frame") }
        return Start(
            milliseconds: Double(settledAt - session.spawnedAt) / 1e6, peakResidentBytes: session.peakResidentBytes)
    }

    /// Peak RSS in bytes once tern has loaded all 100,000 users (the list pages in 50 at a time).
    static func peakWithAllUsersLoaded() throws(BenchError) -> Int? {
        let session = try PtySession(BenchSetup.ternUsers(sampleUsers: 100_000))
        defer { session.close() }
        try session.waitForFirstFrame()
        try session.loadAllUsers(count: 100_000)
        return session.peakResidentBytes
    }

    private static func report(large: [Start], bundled: [Start], loadedPeak: Int?) {
        var table = Table(
            title:
                "Start-up: spawn → first full frame (median of \(runs); output quiet \(settleMilliseconds) ms after)",
            columns: ["sample", "median", "best", "peak RSS", "target", "verdict"])
        for (name, starts, limit) in [
            ("--sample-users 100000", large, 150.0), ("bundled sample (107 users)", bundled, 80.0),
        ] {
            let times = starts.map(\.milliseconds)
            let peak = starts.compactMap(\.peakResidentBytes).max().map { Double($0) / 1_048_576 }
            let time = percentile(times, 0.5)
            let timeVerdict = Target(atMost: limit, "").verdict(time)
            let memoryVerdict = Target(atMost: 60, "").verdict(peak)
            table.add([
                name, time.formatted(1) + " ms", (times.min() ?? 0).formatted(1) + " ms",
                peak.map { $0.formatted(1) + " MB" } ?? "n/a", "≤ \(Int(limit)) ms, RSS ≤ 60 MB",
                [timeVerdict, memoryVerdict].contains("MISS") ? "MISS" : "ok",
            ])
        }
        let loadedMegabytes = loadedPeak.map { Double($0) / 1_048_576 }
        table.add([
            "100000, every page loaded", "-", "-", loadedMegabytes.map { $0.formatted(1) + " MB" } ?? "n/a",
            "RSS ≤ 60 MB", Target(atMost: 60, "").verdict(loadedMegabytes),
        ])
        BenchReport.add(table)
    }
}
