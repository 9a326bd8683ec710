/// Row 3: time from an arrow key written to the pty to the first byte of the frame back, on 100,000
/// and on 100 users (every page loaded first). Both sessions run side by side, presses alternating
/// between them, so machine noise hits both alike and the ratio shows whether the cost depends on
/// the list's size. With `TERN_BASELINE` (another build), a third session runs that build on
/// 100,000 users beside them, so a change is measured against what it changed in one run.
@MainActor
enum LatencyBenchmarks {
    static let presses = 300

    static func run() {
        do {
            let large = try PtySession(BenchSetup.ternUsers(sampleUsers: 100_000))
            let small = try PtySession(BenchSetup.ternUsers(sampleUsers: 100))
            let baseline = try BenchSetup.baselineBinary.map { binary throws(BenchError) in
                try PtySession(BenchSetup.ternUsers(sampleUsers: 100_000, binary: binary))
            }
            let sessions = [large, small] + (baseline.map { [$0] } ?? [])
            defer { sessions.forEach { $0.close() } }
            for (session, count) in zip(sessions, [100_000, 100, 100_000]) {
                try session.waitForFirstFrame()
                try session.loadAllUsers(count: count)
            }
            var milliseconds = sessions.map { _ in [Double]() }
            for press in 0..<(presses + 20) {
                let key = press.isMultiple(of: 2) ? PtySession.Keys.down : PtySession.Keys.up
                // Each press starts with another session, so none is always first after a pause.
                let order = sessions.indices.map { ($0 + press) % sessions.count }
                var latencies = [UInt64?](repeating: nil, count: sessions.count)
                for index in order {
                    latencies[index] = sessions[index].press(key, quietMilliseconds: 15).latencyNanoseconds
                }
                guard press >= 20 else { continue }
                for (index, latency) in latencies.enumerated() {
                    guard let latency else { throw BenchError("a key got no frame back") }
                    milliseconds[index].append(Double(latency) / 1e6)
                }
            }
            report(large: milliseconds[0], small: milliseconds[1])
            if milliseconds.count > 2 { reportAgainstBaseline(milliseconds[0], baseline: milliseconds[2]) }
        } catch {
            BenchReport.failed("Latency: key → first byte", error)
        }
    }

    /// This build against `TERN_BASELINE` on 100,000 users: a change to the key's path should
    /// stay within 5% of what it changed (issue 24).
    private static func reportAgainstBaseline(_ head: [Double], baseline: [Double]) {
        var table = Table(
            title:
                "Latency against TERN_BASELINE: ↓/↑ key → first byte, 100,000 users (\(presses) presses, side by side)",
            columns: ["measure", "this build", "baseline", "ratio", "target", "verdict"])
        let target = Target(atMost: 1.05, "ratio ≤ 1.05")
        for (name, fraction) in [("median", 0.5), ("p90", 0.9)] {
            let (value, base) = (percentile(head, fraction), percentile(baseline, fraction))
            table.add([
                name, value.formatted(3) + " ms", base.formatted(3) + " ms", (value / base).formatted(2),
                target.text, target.verdict(value / base),
            ])
        }
        BenchReport.add(table)
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
