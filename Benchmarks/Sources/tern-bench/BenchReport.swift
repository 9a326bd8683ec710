import Foundation

/// The tables of one `tern-bench` run, printed as they come and written to a Markdown file at the end.
///
/// `TERN_BENCH_MARKDOWN` names the file; the tables replace what stands between the
/// `<!-- bench:begin -->` and `<!-- bench:end -->` markers there, so hand-written analysis around
/// them survives a re-run. Main-thread only.
@MainActor
enum BenchReport {
    private static var tables: [Table] = []
    private static let begin = "<!-- bench:begin -->"
    private static let end = "<!-- bench:end -->"

    /// Prints `table` and keeps it for the Markdown file.
    static func add(_ table: Table) {
        table.print()
        tables.append(table)
    }

    /// Prints a group that could not run, and records why.
    static func failed(_ title: String, _ error: any Error) {
        var table = Table(title: title, columns: ["error"])
        table.add(["\(error)"])
        add(table)
    }

    /// Writes the kept tables into the file named by `TERN_BENCH_MARKDOWN`, if set.
    static func writeMarkdown() {
        guard let path = ProcessInfo.processInfo.environment["TERN_BENCH_MARKDOWN"] else { return }
        let generated = ([begin, "", "Measured \(runStamp())", ""] + tables.map(markdown) + [end]).joined(
            separator: "\n")
        let existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let updated: String
        if let start = existing.range(of: begin), let stop = existing.range(of: end), start.lowerBound < stop.lowerBound
        {
            updated = existing.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: generated)
        } else {
            updated = existing + (existing.isEmpty ? "" : "\n") + generated + "\n"
        }
        do {
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
            print("\nwrote \(path)")
        } catch {
            print("\ncould not write \(path): \(error)")
        }
    }

    private static func markdown(_ table: Table) -> String {
        let header = "| " + table.columns.joined(separator: " | ") + " |"
        let rule = "|" + table.columns.map { _ in "---|" }.joined()
        let rows = table.rows.map { "| " + $0.joined(separator: " | ") + " |" }
        return (["### \(table.title)", "", header, rule] + rows + [""]).joined(separator: "\n")
    }

    /// The date, the CPU model and the core count, so numbers can be compared across machines.
    private static func runStamp() -> String {
        let formatter = ISO8601DateFormatter()
        let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
        return "\(formatter.string(from: Date())) on \(model ?? "unknown CPU"), "
            + "\(ProcessInfo.processInfo.activeProcessorCount) cores"
    }
}
