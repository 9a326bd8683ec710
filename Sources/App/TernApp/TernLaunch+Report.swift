import Dispatch
import Foundation

extension TernLaunch {
    /// Prints `report` on standard output, or one `tern: …` line on standard error, and returns
    /// the exit status (0 printed, 1 failed). Needs no terminal; tables are coloured only when
    /// standard output is one and `NO_COLOR` is unset. Blocks the calling thread until done.
    func printReport(_ report: Report) -> Int32 {
        let runner = ReportRunner(
            services: plan.services, defaultCity: plan.configuration.defaultCity, units: plan.configuration.units)
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
            do {
                try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
                return 0
            } catch {
                // A closed pipe or a full disk: one line, never a trap (docs/OUTPUT.md).
                try? FileHandle.standardError.write(contentsOf: Data("tern: cannot write to standard output\n".utf8))
                return 1
            }
        case .failure(let failure)?:
            try? FileHandle.standardError.write(contentsOf: Data("tern: \(failure.message)\n".utf8))
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
