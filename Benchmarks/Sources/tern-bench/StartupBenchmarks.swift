import Foundation
import Glibc

/// Row 4: time from exec to the first full frame (its last byte, the output then quiet), side by side
/// in one run with the floors `make bench` builds and runs itself — a C program on ncursesw and
/// Python's curses drawing a similar list — and each one's resident memory at its first frame (tern's
/// from its start-up trace, `TERN_TRACE_STARTUP`; a floor does nothing after its frame, so its peak)
/// and peak once settled (tern then makes its other sections: a live Weather loads libcurl); then
/// the peak memory of `weather --print`, of 100,000 users all loaded, and the size of the binary
/// measured (the one `make install` installs).
///
/// The programs take turns within each round, so a slower moment of the machine falls on all of
/// them. tern runs in a fresh home (XDG folders in a temporary directory): no remembered session,
/// no cache.
@MainActor
enum StartupBenchmarks {
    static let runs = 7
    /// Output quiet this long means the first frame is complete.
    static let settleMilliseconds = 300
    /// The pty every start gets, as in the issue: 100×30.
    static let rows: UInt16 = 30
    static let columns: UInt16 = 100

    /// One start: milliseconds to the settled first frame, the RSS in bytes at the first frame and
    /// the peak once settled.
    struct Start {
        let milliseconds: Double
        let firstFrameResidentBytes: Int?
        let peakResidentBytes: Int?
    }

    /// A program whose first frame is measured, with the limits the issue sets for it.
    struct Program {
        let name: String
        let command: [String]
        /// Whether it is tern (held to the Python floor and the memory target) or a floor.
        let isTern: Bool
    }

    static func run() {
        do {
            let home = try freshHome()
            defer { try? FileManager.default.removeItem(atPath: home) }
            let programs = try floors() + ternPrograms()
            var starts = [[Start]](repeating: [], count: programs.count)
            for _ in 0..<runs {
                for (index, program) in programs.enumerated() {
                    starts[index].append(try start(program.command, home: home, traced: program.isTern))
                }
            }
            let printPeak = peakOfRunToEnd(
                [BenchSetup.ternBinary, "weather", "London", "--weather-provider", "sample", "--print"], home: home)
            report(programs: programs, starts: starts, printPeak: printPeak, loadedPeak: try peakWithAllUsersLoaded())
        } catch {
            BenchReport.failed("Start-up", error)
        }
    }

    /// The C floor, compiled here from `floor/curses_list.c`, and the Python floor, on 107 rows.
    private static func floors() throws(BenchError) -> [Program] {
        let source = BenchSetup.floorSource("curses_list.c")
        let binary = NSTemporaryDirectory() + "tern-bench-curses-list-\(getpid())"
        guard run(["/usr/bin/env", "cc", "-O2", "-o", binary, source, "-lncursesw"]) == 0 else {
            throw BenchError("could not compile \(source) with cc -lncursesw")
        }
        return [
            Program(name: "C on ncursesw (floor)", command: [binary, "107"], isTern: false),
            Program(name: "Python curses (floor)", command: BenchSetup.floorCommand(count: 107), isTern: false),
        ]
    }

    /// tern as a person starts it: bare, each section on the bundled samples, and 100,000 users.
    private static func ternPrograms() -> [Program] {
        let tern = BenchSetup.ternBinary
        return [
            Program(name: "tern", command: [tern], isTern: true),
            Program(name: "tern users", command: BenchSetup.ternUsers(sampleUsers: nil), isTern: true),
            Program(
                name: "tern weather London (sample)",
                command: [tern, "weather", "London", "--weather-provider", "sample"], isTern: true),
            Program(name: "tern movies", command: [tern, "movies"], isTern: true),
            Program(
                name: "tern users --sample-users 100000", command: BenchSetup.ternUsers(sampleUsers: 100_000),
                isTern: true),
        ]
    }

    static func start(_ command: [String], home: String, traced: Bool) throws(BenchError) -> Start {
        let trace = NSTemporaryDirectory() + "tern-bench-trace-\(getpid())"
        try? FileManager.default.removeItem(atPath: trace)
        defer { try? FileManager.default.removeItem(atPath: trace) }
        var extra = environment(home: home)
        if traced { extra["TERN_TRACE_STARTUP"] = trace }
        let session = try PtySession(command, rows: rows, columns: columns, extraEnvironment: extra)
        defer { session.close() }
        guard
            let settledAt = session.waitForSettledOutput(
                quietMilliseconds: settleMilliseconds, timeoutMilliseconds: 15_000)
        else { throw BenchError("\(command[0]) drew no first frame") }
        let peak = session.peakResidentBytes
        return Start(
            milliseconds: Double(settledAt - session.spawnedAt) / 1e6,
            firstFrameResidentBytes: traced ? residentBytes(at: "first frame", trace: trace) : peak,
            peakResidentBytes: peak)
    }

    /// The resident bytes the start-up trace recorded at `step` ("<ns> <bytes> <step>" lines).
    private static func residentBytes(at step: String, trace: String) -> Int? {
        guard let text = try? String(contentsOfFile: trace, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 2)
            if fields.count == 3, fields[2] == step { return Int(fields[1]) }
        }
        return nil
    }

    /// Peak RSS in bytes once tern has loaded all 100,000 users (the list pages in 50 at a time).
    static func peakWithAllUsersLoaded() throws(BenchError) -> Int? {
        let session = try PtySession(BenchSetup.ternUsers(sampleUsers: 100_000))
        defer { session.close() }
        try session.waitForFirstFrame()
        try session.loadAllUsers(count: 100_000)
        return session.peakResidentBytes
    }

    /// The XDG folders in `home`, so tern starts as on a fresh machine.
    private static func environment(home: String) -> [String: String] {
        [
            "XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache",
            "XDG_STATE_HOME": home + "/state",
        ]
    }

    private static func freshHome() throws(BenchError) -> String {
        let path = NSTemporaryDirectory() + "tern-bench-home-\(getpid())"
        guard (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) != nil else {
            throw BenchError("could not create \(path)")
        }
        return path
    }

    /// Runs `command` to its end with its output thrown away; its exit status, or -1.
    private static func run(_ command: [String], home: String? = nil) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        var environment = ProcessInfo.processInfo.environment
        if let home { environment.merge(Self.environment(home: home)) { _, new in new } }
        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, command[0], &actions, nil, argv, envp) == 0 else { return -1 }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else { return -1 }
        return status & 0x7f == 0 ? (status >> 8) & 0xff : -1
    }

    /// The peak RSS in bytes of `command` run to its end, or nil. Measured by `floor/peak_rss.c`,
    /// compiled here: the `ru_maxrss` of a process this benchmark started itself would count the
    /// benchmark's own memory, which a spawned child shares until it execs.
    private static func peakOfRunToEnd(_ command: [String], home: String) -> Int? {
        let helper = NSTemporaryDirectory() + "tern-bench-peak-rss-\(getpid())"
        guard run(["/usr/bin/env", "cc", "-O2", "-o", helper, BenchSetup.floorSource("peak_rss.c")]) == 0 else {
            return nil
        }
        defer { try? FileManager.default.removeItem(atPath: helper) }
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: helper)
        process.arguments = command
        process.environment = ProcessInfo.processInfo.environment.merging(environment(home: home)) { _, new in new }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, let kibibytes = Int(text.filter(\.isNumber)) else { return nil }
        return kibibytes * 1024
    }

    private static func megabytes(_ bytes: Int?) -> Double? {
        bytes.map { Double($0) / 1_048_576 }
    }

    private static func report(programs: [Program], starts: [[Start]], printPeak: Int?, loadedPeak: Int?) {
        let medians = starts.map { percentile($0.map(\.milliseconds), 0.5) }
        let python = programs.firstIndex { $0.name.hasPrefix("Python") }.map { medians[$0] }
        var table = Table(
            title:
                "Start-up: exec → first full frame, \(columns)×\(rows) pty (median of \(runs), in turns; output quiet \(settleMilliseconds) ms after)",
            columns: [
                "program", "median", "best", "÷ Python", "RSS at first frame", "peak settled", "target", "verdict",
            ])
        for (index, program) in programs.enumerated() {
            let ratio = python.map { medians[index] / $0 }
            let atFrame = megabytes(starts[index].compactMap(\.firstFrameResidentBytes).max())
            let peak = megabytes(starts[index].compactMap(\.peakResidentBytes).max())
            let isLarge = program.command.contains("100000")
            let memoryLimit = isLarge ? 60.0 : 25.0
            let verdicts =
                program.isTern
                ? [Target(atMost: 1.0, "").verdict(ratio), Target(atMost: memoryLimit, "").verdict(atFrame)] : []
            table.add([
                program.name, medians[index].formatted(1) + " ms",
                (starts[index].map(\.milliseconds).min() ?? 0).formatted(1) + " ms",
                ratio.map { $0.formatted(2) } ?? "-", atFrame.map { $0.formatted(1) + " MB" } ?? "n/a",
                peak.map { $0.formatted(1) + " MB" } ?? "n/a",
                program.isTern ? "≤ 1.00 × Python, RSS ≤ \(Int(memoryLimit)) MB" : "floor",
                program.isTern ? (verdicts.contains("MISS") ? "MISS" : "ok") : "-",
            ])
        }
        let printMegabytes = megabytes(printPeak)
        table.add([
            "tern weather London --print (to its end)", "-", "-", "-", "-",
            printMegabytes.map { $0.formatted(1) + " MB" } ?? "n/a", "RSS ≤ 20 MB",
            Target(atMost: 20, "").verdict(printMegabytes),
        ])
        let loadedMegabytes = megabytes(loadedPeak)
        table.add([
            "100000 users, every page loaded", "-", "-", "-", "-",
            loadedMegabytes.map { $0.formatted(1) + " MB" } ?? "n/a",
            "RSS ≤ 60 MB", Target(atMost: 60, "").verdict(loadedMegabytes),
        ])
        BenchReport.add(table)
        reportBinary()
    }

    /// The size of the binary measured, against the 40 MB an installed tern may take.
    private static func reportBinary() {
        let path = BenchSetup.ternBinary
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        let size = megabytes(bytes)
        var table = Table(
            title: "The binary measured (as `make install` installs it)",
            columns: ["file", "size", "target", "verdict"])
        table.add([
            path, size.map { $0.formatted(1) + " MB" } ?? "n/a", "≤ 40 MB", Target(atMost: 40, "").verdict(size),
        ])
        BenchReport.add(table)
    }
}
