import Glibc

extension TernLaunch {
    /// Prints `report` on `streams`' standard output as it loads, or one `tern: …` line on standard
    /// error (every configured secret masked, sanitized), and returns the exit status: 0 printed — or
    /// the reader of a pipe went away (`| head -1`), a normal end with nothing said —, 1 failed. Needs
    /// no terminal; tables are coloured only when standard output is one and `NO_COLOR` is unset.
    /// Blocks the calling thread until done.
    func printReport(_ report: Report, on streams: StandardStreams) -> Int32 {
        logStart()
        // A write to a pipe nobody reads fails with EPIPE instead of killing tern mid-line.
        signal(SIGPIPE, SIG_IGN)
        let runner = ReportRunner(
            services: plan.services, defaultCity: plan.configuration.defaultCity, units: plan.configuration.units,
            locale: .current)
        let colored = usesColor && isatty(STDOUT_FILENO) == 1
        let error: (any Error)? = BlockingTask.run {
            do {
                try await runner.run(report, colored: colored) { text throws(StandardStreams.WriteFailure) in
                    try streams.writeOutput(text)
                }
                return nil
            } catch {
                return error
            }
        }
        switch error {
        case nil:
            return 0
        case let failure as StandardStreams.WriteFailure:
            guard case .failed(let reason) = failure else { return 0 }
            // A closed descriptor or a full disk: one line, never a trap (docs/OUTPUT.md).
            StandardStreams.writeError(reason)
            return 1
        case let failure as ReportFailure:
            StandardStreams.writeError(failure.message, redactor: plan.configuration.redactor)
            return 1
        case let error?:
            preconditionFailure("a report fails only to load or to write, not with \(error)")
        }
    }
}
