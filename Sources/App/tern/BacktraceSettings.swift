import Glibc

/// Makes a crash write its backtrace to the log and exit instead of waiting 30 s for a key.
///
/// The Swift runtime reads `SWIFT_BACKTRACE` once while the process loads, before `main`, so
/// setting it later has no effect: when it does not say `interactive=`, tern adds
/// `interactive=no,color=no` and re-executes itself once. A value that chooses `interactive`
/// itself is left alone.
enum BacktraceSettings {
    static let additions = "interactive=no,color=no"

    static func applyByReexecutingIfNeeded() {
        let current = getenv("SWIFT_BACKTRACE").map { String(cString: $0) } ?? ""
        guard !current.contains("interactive=") else { return }
        setenv("SWIFT_BACKTRACE", current.isEmpty ? additions : current + "," + additions, 1)
        _ = execv("/proc/self/exe", CommandLine.unsafeArgv)
    }
}
