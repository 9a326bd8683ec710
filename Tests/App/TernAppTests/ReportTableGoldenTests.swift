import TerminalCore
import TerminalTestSupport
import Testing

@testable import TernApp

/// Golden output of the `--print` tables, for every section, on the bundled samples: the text
/// `tern users --print`, `tern movies --print` and `tern weather London --print` write, laid into
/// a cell grid as a terminal shows it and compared with the stored snapshot.
@Suite struct ReportTableGoldenTests {
    private let runner = ReportRunnerTests.sampleRunner(defaultCity: "London", units: .metric)

    private func expectGolden(_ subject: Report.Subject, named name: String) async throws {
        let text = try await runner.output(for: Report(subject, format: .table), colored: false).get()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        var buffer = Buffer(size: Size(width: lines.map { DisplayWidth.of($0) }.max() ?? 0, height: lines.count))
        for (row, line) in lines.enumerated() { _ = buffer.write(line, x: 0, y: row) }
        assertSnapshot(of: buffer, named: name)
    }

    @Test func usersPrint() async throws {
        try await expectGolden(.users(limit: 8), named: "users-print")
    }

    @Test func moviesPrint() async throws {
        try await expectGolden(.section(name: "movies", limit: 8), named: "movies-print")
    }

    @Test func weatherPrint() async throws {
        try await expectGolden(.forecast(city: "London"), named: "weather-print")
    }
}
