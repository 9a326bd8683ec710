/// Row 3: time from an arrow key written to the pty to the first byte of the frame back, on 100,000
/// and on 100 users (every page loaded first). Both sessions run side by side, presses alternating between them, so machine
/// noise hits both alike and the ratio shows whether the cost depends on the list's size.
@MainActor
enum LatencyBenchmarks {
    static let presses = 300

    static func run() {
        do {
            let large = try PtySession(BenchSetup.ternUsers(sampleUsers: 100_000))
            let small = try PtySession(BenchSetup.ternUsers(sampleUsers: 100))
            defer {
                large.close()
                small.close()
            }
            for (session, count) in [(large, 100_000), (small, 100)] {
                try session.waitForFirstFrame()
                try session.loadAllUsers(count: count)
            }
            var largeMilliseconds: [Double] = []
            var smallMilliseconds: [Double] = []
            for press in 0..<(presses + 20) {
                let key = press.isMultiple(of: 2) ? PtySession.Keys.down : PtySession.Keys.up
                let largeLatency = large.press(key, quietMilliseconds: 15).latencyNanoseconds
                let smallLatency = small.press(key, quietMilliseconds: 15).latencyNanoseconds
                guard press >= 20 else { continue }
                guard let largeLatency, let smallLatency else { throw BenchError("a key got no frame back") }
                largeMilliseconds.append(Double(largeLatency) / 1e6)
                smallMilliseconds.append(Double(smallLatency) / 1e6)
            }
            report(large: largeMilliseconds, small: smallMilliseconds)
        } catch {
            BenchReport.failed("Latency: key → first byte", error)
        }
    }

    private static func report(large: [Double], small: [Double]) {
        var table = Table(
            title: "Latency: ↓/↑ key → first byte of the frame (\(presses) presses, side by side)",
            columns: ["measure", "100,000 users", "100 users", "ratio", "target", "verdict"])
        let medianTarget = Target(atMost: 2, "≤ 2 ms")
        let p99Target = Target(atMost: 10, "≤ 10 ms")
        let ratioTarget = Target(atMost: 1.2, "ratio ≤ 1.2")
        for (name, fraction, target) in [("median", 0.5, medianTarget), ("p99", 0.99, p99Target)] {
            let largeValue = percentile(large, fraction)
            let smallValue = percentile(small, fraction)
            let ratio = largeValue / smallValue
            let verdicts =
                [target.verdict(largeValue), target.verdict(smallValue)]
                + (name == "median" ? [ratioTarget.verdict(ratio)] : [])
            table.add([
                name, largeValue.formatted(3) + " ms", smallValue.formatted(3) + " ms", ratio.formatted(2),
                target.text + (name == "median" ? ", " + ratioTarget.text : ""),
                verdicts.contains("MISS") ? "MISS" : "ok",
            ])
        }
        BenchReport.add(table)
    }
}
