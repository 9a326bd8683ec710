import Dispatch
import Glibc

extension TernLaunch {
    /// Prints `report` on `streams`' standard output, or one `tern: …` line on standard error (every
    /// configured secret masked, sanitized), and returns the exit status (0 printed, 1 failed; 1 and
    /// nothing said when the reader of a pipe went away). Needs no terminal; tables are coloured only
    /// when standard output is one and `NO_COLOR` is unset. Blocks the calling thread until done.
    func printReport(_ report: Report, on streams: StandardStreams) -> Int32 {
        logStart()
        let runner = ReportRunner(
            services: plan.services, defaultCity: plan.configuration.defaultCity, units: plan.configuration.units,
            locale: .current)
        let colored = usesColor && isatty(STDOUT_FILENO) == 1
        let outcome = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Task {
            outcome.result = await runner.output(for: report, colored: colored)
            done.signal()
        }
        done.wait()
        switch outcome.result {
        case .success(let text)?:
            do throws(StandardStreams.WriteFailure) {
                try streams.writeOutput(text)
                return 0
            } catch {
                // A closed descriptor or a full disk: one line, never a trap (docs/OUTPUT.md).
                if case .failed(let reason) = error { StandardStreams.writeError(reason) }
                return 1
            }
        case .failure(let failure)?:
            StandardStreams.writeError(failure.message, redactor: plan.configuration.redactor)
            return 1
        case nil:
            preconditionFailure("the report task signalled without a result")
        }
    }
}

/// Hands the report task's result to the waiting thread; the semaphore orders the write before the read.
private final class ResultBox: @unchecked Sendable {
    var result: Result<String, ReportFailure>?
}
