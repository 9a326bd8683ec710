import Glibc
import PtySpawn

/// A command running in its own pseudo-terminal (80×24 unless asked): writes keys, resizes it, reads
/// every byte it draws.
///
/// Owns the child process and the master end of the pty. Every wait has a deadline, so a child that
/// hangs or dies never hangs the benchmark; `close()` (also run on deinit) kills and reaps the child.
/// Single-threaded: use one session from one thread.
final class PtySession {
    /// What the terminal received in answer to one key.
    struct Response {
        /// Everything written between the key and the output going quiet.
        let bytes: [UInt8]
        /// Nanoseconds from writing the key to the first byte back; nil when nothing came.
        let latencyNanoseconds: UInt64?
    }

    /// The key sequences an xterm-256color terminal sends in keypad-transmit mode (terminfo `kcud1` …).
    enum Keys {
        static let down: [UInt8] = [0x1b, 0x4f, 0x42]
        static let up: [UInt8] = [0x1b, 0x4f, 0x41]
        static let pageDown: [UInt8] = Array("\u{1b}[6~".utf8)
        static let end: [UInt8] = [0x1b, 0x4f, 0x46]
        static let home: [UInt8] = [0x1b, 0x4f, 0x48]
        static let escape: [UInt8] = [0x1b]
        static let enter: [UInt8] = [0x0d]
        static func text(_ text: String) -> [UInt8] { Array(text.utf8) }
    }

    let pid: pid_t
    /// Monotonic nanoseconds just before the child was started.
    let spawnedAt: UInt64
    /// Every byte the child has written so far.
    private(set) var transcript: [UInt8] = []
    /// Monotonic time of the latest byte read; nil before the first.
    private(set) var lastByteAt: UInt64?
    private let master: Int32
    private var isClosed = false

    /// Starts `arguments` (the first is an executable path) with TERM=xterm-256color and LANG=C.UTF-8.
    init(_ arguments: [String], rows: UInt16 = 24, columns: UInt16 = 80, extraEnvironment: [String: String] = [:])
        throws(BenchError)
    {
        var environment = [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
            "PATH": getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin",
            "HOME": getenv("HOME").map { String(cString: $0) } ?? "/tmp",
        ]
        environment.merge(extraEnvironment) { _, new in new }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var masterDescriptor: Int32 = -1
        spawnedAt = MonotonicClock.now()
        pid = pty_spawn(argv, envp, rows, columns, &masterDescriptor)
        guard pid > 0 else { throw BenchError("could not start \(arguments[0]) in a pty (errno \(errno))") }
        master = masterDescriptor
    }

    deinit { close() }

    /// Writes `key` and collects the answer until no byte has come for `quietMilliseconds`.
    /// Waits at most `firstByteTimeoutMilliseconds` for the first byte.
    @discardableResult
    func press(_ key: [UInt8], quietMilliseconds: Int = 40, firstByteTimeoutMilliseconds: Int = 2_000) -> Response {
        drain(quietMilliseconds: 0)
        let sentAt = MonotonicClock.now()
        write(key)
        guard let firstChunk = readChunk(timeoutMilliseconds: firstByteTimeoutMilliseconds) else {
            return Response(bytes: [], latencyNanoseconds: nil)
        }
        let latency = MonotonicClock.now() - sentAt
        return Response(bytes: firstChunk + drain(quietMilliseconds: quietMilliseconds), latencyNanoseconds: latency)
    }

    /// What one write made the program draw: its bytes, when they came, and in how many bursts.
    struct Answer {
        let bytes: [UInt8]
        /// Nanoseconds from the write to the first byte and to the last one; nil when nothing came.
        let firstByteNanoseconds: UInt64?
        let lastByteNanoseconds: UInt64?
        /// Bursts of output with at least 1 ms of silence between them: the frames drawn.
        let frames: Int
    }

    /// Writes `input` and reads until the output has been quiet for `quietMilliseconds`, timing
    /// every chunk to count the frames.
    func send(_ input: [UInt8], quietMilliseconds: Int = 100) -> Answer {
        answer(quietMilliseconds: quietMilliseconds) { write(input) }
    }

    /// Resizes the terminal to `columns`×`rows` (the child gets SIGWINCH) and reads the answer as
    /// `send` does.
    func resize(rows: UInt16, columns: UInt16, quietMilliseconds: Int = 300) -> Answer {
        answer(quietMilliseconds: quietMilliseconds) { _ = pty_resize(master, rows, columns) }
    }

    /// Resizes the terminal to each of `sizes` in turn, `gapMilliseconds` apart (reading what comes
    /// meanwhile), then reads until the output has been quiet for `quietMilliseconds`; returns every
    /// byte written from the first resize on.
    func resize(
        through sizes: [(columns: UInt16, rows: UInt16)], gapMilliseconds: Int, quietMilliseconds: Int = 300
    ) -> [UInt8] {
        drain(quietMilliseconds: 0)
        var bytes: [UInt8] = []
        for size in sizes {
            _ = pty_resize(master, size.rows, size.columns)
            let until = MonotonicClock.now() + UInt64(gapMilliseconds) * 1_000_000
            while MonotonicClock.now() < until {
                let left = Int((until - min(until, MonotonicClock.now())) / 1_000_000)
                if let chunk = readChunk(timeoutMilliseconds: left) { bytes += chunk }
            }
        }
        return bytes + drain(quietMilliseconds: quietMilliseconds)
    }

    /// Does `action` and reads until the output has been quiet for `quietMilliseconds`, timing
    /// every chunk to count the frames.
    private func answer(quietMilliseconds: Int, to action: () -> Void) -> Answer {
        drain(quietMilliseconds: 0)
        let sentAt = MonotonicClock.now()
        action()
        var bytes: [UInt8] = []
        var first: UInt64?
        var last: UInt64?
        var frames = 0
        let deadline = sentAt + 10_000_000_000
        while MonotonicClock.now() < deadline,
            let chunk = readChunk(timeoutMilliseconds: first == nil ? 2_000 : quietMilliseconds)
        {
            let now = MonotonicClock.now()
            if last.map({ now - $0 >= 1_000_000 }) ?? true { frames += 1 }
            first = first ?? now
            last = now
            bytes += chunk
        }
        return Answer(
            bytes: bytes, firstByteNanoseconds: first.map { $0 - sentAt },
            lastByteNanoseconds: last.map { $0 - sentAt },
            frames: frames)
    }

    /// Reads until the output has been quiet for `quietMilliseconds` (after at least one byte, or at
    /// `timeoutMilliseconds`). Returns the monotonic time of the last byte, or nil when none came.
    func waitForSettledOutput(quietMilliseconds: Int, timeoutMilliseconds: Int) -> UInt64? {
        let deadline = MonotonicClock.now() + UInt64(timeoutMilliseconds) * 1_000_000
        var lastByteAt: UInt64?
        while MonotonicClock.now() < deadline {
            let wait = lastByteAt == nil ? Int((deadline - MonotonicClock.now()) / 1_000_000) + 1 : quietMilliseconds
            guard readChunk(timeoutMilliseconds: wait) != nil else {
                if lastByteAt != nil || !isAlive { break }
                continue
            }
            lastByteAt = MonotonicClock.now()
        }
        return lastByteAt
    }

    /// Reads whatever arrives until `quietMilliseconds` pass without a byte.
    @discardableResult
    func drain(quietMilliseconds: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        let deadline = MonotonicClock.now() + 5_000_000_000
        while MonotonicClock.now() < deadline, let chunk = readChunk(timeoutMilliseconds: quietMilliseconds) {
            bytes += chunk
        }
        return bytes
    }

    /// The child's peak resident set in bytes (`VmHWM`), while it runs.
    var peakResidentBytes: Int? {
        guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("VmHWM:") else { continue }
            let kilobytes = text.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first
                .flatMap { Int($0) }
            return kilobytes.map { $0 * 1024 }
        }
        return nil
    }

    /// Kills the child (SIGKILL), reaps it and closes the pty. Safe to call twice.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        Glibc.close(master)
    }

    private var isAlive: Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == 0
    }

    /// Writes `bytes` to the terminal as typed input.
    func write(_ bytes: [UInt8]) {
        var offset = 0
        let deadline = MonotonicClock.now() + 1_000_000_000
        while offset < bytes.count, MonotonicClock.now() < deadline {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
            if written > 0 { offset += written } else if errno != EAGAIN && errno != EINTR { return }
        }
    }

    /// One read of what is available, waiting up to `timeoutMilliseconds`; nil on timeout or EOF.
    private func readChunk(timeoutMilliseconds: Int) -> [UInt8]? {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(max(0, timeoutMilliseconds))) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let chunk = Array(buffer[0..<count])
        transcript += chunk
        lastByteAt = MonotonicClock.now()
        return chunk
    }
}
