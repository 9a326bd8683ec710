import Domain
import Services

/// Row 5: time per keystroke of the `/` filter over 100,000 users: in process, the sample service's
/// whole-list search tern runs for each letter (`SampleUsersService.search`, decision 1900)
/// and Domain's `UserFilter` over the names of loaded pages, which a provider searched page by page
/// uses (the first letter searches every name, each further letter narrows the previous result);
/// and end to end through the pty right after start-up (key → first byte, key → output settled).
@MainActor
enum FilterBenchmarks {
    static let userCount = 100_000
    static let query = "ander"

    static func run() {
        var table = Table(
            title: "Filter: time per keystroke over \(userCount) users, typing “\(query)”",
            columns: [
                "keystroke", "matches", "whole list", "loaded names", "pty: first byte", "pty: frame settled",
                "target", "verdict",
            ])
        let wholeList = measureWholeListSearch()
        let inProcess = measureInProcess()
        let endToEnd: [(first: Double, settled: Double)?]
        do {
            endToEnd = try measureEndToEnd()
        } catch {
            BenchReport.failed("Filter end to end", error)
            endToEnd = []
        }
        let target = Target(atMost: 10, "≤ 10 ms")
        for (index, step) in inProcess.enumerated() {
            let pty = endToEnd.indices.contains(index) ? endToEnd[index] : nil
            let whole = wholeList[index]
            let verdicts = [
                target.verdict(whole), target.verdict(step.milliseconds), pty.map { target.verdict($0.first) } ?? "n/a",
            ]
            table.add([
                "“\(step.prefix)”", "\(step.matches)", whole.formatted(3) + " ms",
                step.milliseconds.formatted(3) + " ms",
                pty.map { $0.first.formatted(2) + " ms" } ?? "n/a",
                pty.map { $0.settled.formatted(2) + " ms" } ?? "n/a",
                target.text, verdicts.contains("MISS") ? "MISS" : "ok",
            ])
        }
        table.add(["(build the index once)", "-", "-", buildMilliseconds.formatted(1) + " ms", "-", "-", "-", "-"])
        BenchReport.add(table)
    }

    private static var buildMilliseconds = 0.0

    /// Best of 20 for each typed prefix: milliseconds the sample service takes to search all its
    /// synthetic users (`SyntheticUsers.positions(whereListedTextContains:)`), as tern asks it for every letter.
    private static func measureWholeListSearch() -> [Double] {
        let users = SyntheticUsers(count: userCount)
        return (1...query.count).map { length in
            let prefix = String(query.prefix(length))
            return Measurement.best(of: 20) { _ = try? users.positions(whereListedTextContains: prefix) }.seconds * 1e3
        }
    }

    /// Best of 20 for each typed prefix: `matches` for the first letter, `narrowing` after it.
    private static func measureInProcess() -> [(prefix: String, matches: Int, milliseconds: Double)] {
        var filter = UserFilter()
        buildMilliseconds =
            Measurement.of { filter = UserFilter(users: SyntheticUsers(count: userCount)) }.seconds * 1e3
        var steps: [(prefix: String, matches: Int, milliseconds: Double)] = []
        var previous: UserFilterResult?
        for length in 1...query.count {
            let prefix = String(query.prefix(length))
            var result = UserFilterResult(foldedQuery: "", indices: [], searchedCount: 0)
            let timing = Measurement.best(of: 20) {
                result = previous.map { filter.narrowing($0, to: prefix) } ?? filter.matches(prefix)
            }
            steps.append((prefix, result.indices.count, timing.seconds * 1e3))
            previous = result
        }
        return steps
    }

    /// `/`, then each letter of the query: milliseconds to the first byte back and to the output settling.
    private static func measureEndToEnd() throws(BenchError) -> [(first: Double, settled: Double)?] {
        let session = try PtySession(BenchSetup.ternUsers(sampleUsers: userCount))
        defer { session.close() }
        try session.waitForFirstFrame()
        session.press(PtySession.Keys.text("/"))
        return query.map { letter in
            let sentAt = MonotonicClock.now()
            let response = session.press(PtySession.Keys.text(String(letter)), quietMilliseconds: 30)
            guard let latency = response.latencyNanoseconds else { return nil }
            let settledAt = session.lastByteAt ?? sentAt
            return (Double(latency) / 1e6, Double(settledAt - sentAt) / 1e6)
        }
    }
}
