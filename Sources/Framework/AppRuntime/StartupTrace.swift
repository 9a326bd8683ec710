import Glibc

/// The start-up trace: with `TERN_TRACE_STARTUP=<file>` in the environment, each step of a start
/// appends one line to that file — the monotonic clock in nanoseconds, the resident memory in bytes
/// and the step's name — so a profile can say where the time to the first frame went and what the
/// first frame holds (`make bench` reads it; docs/PERFORMANCE.md).
///
/// Without the variable a mark costs one load and a compare. The file is opened once, for appending,
/// never through a symbolic link (`O_NOFOLLOW`), created private (0600). Steps are the app's own
/// static text. Threading: call from any thread; each line is one `write`.
public enum StartupTrace {
    /// The trace file's descriptor, or -1 when tracing is off or the file was refused.
    private static let descriptor: Int32 = {
        guard let path = getenv("TERN_TRACE_STARTUP"), path.pointee != 0 else { return -1 }
        return open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    }()

    /// Appends `step` with the current monotonic time and resident memory when tracing is on.
    public static func mark(_ step: StaticString) {
        guard descriptor >= 0 else { return }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let nanoseconds = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        var line = Array("\(nanoseconds) \(residentBytes()) ".utf8)
        step.withUTF8Buffer { line.append(contentsOf: $0) }
        line.append(UInt8(ascii: "\n"))
        _ = write(descriptor, line, line.count)
    }

    /// The process's resident memory in bytes now (`/proc/self/statm`'s second field), or 0.
    private static func residentBytes() -> Int {
        let statm = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard statm >= 0 else { return 0 }
        defer { close(statm) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = read(statm, &buffer, buffer.count)
        guard count > 0 else { return 0 }
        let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }
}
