import Glibc

/// Makes a crash print its backtrace to the log and exit instead of waiting 30 s for a key.
///
/// The Swift runtime reads `SWIFT_BACKTRACE` once while the process loads, before `main`, so
/// setting it later has no effect: when it is unset, tern sets it and re-executes itself once.
enum BacktraceSettings {
    static let value = "interactive=no,color=no"

    static func applyByReexecutingIfNeeded() {
        guard getenv("SWIFT_BACKTRACE") == nil else { return }
        setenv("SWIFT_BACKTRACE", value, 1)
        _ = execv("/proc/self/exe", CommandLine.unsafeArgv)
    }
}
