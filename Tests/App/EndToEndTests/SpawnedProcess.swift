import Foundation
import Glibc

/// Runs a program with `posix_spawn`, closing every inherited descriptor above stderr, and waits
/// for it. Output goes to temporary files rather than pipes: a tmux server forked by the child
/// would otherwise hold a pipe open and the read would never end (why `Foundation.Process` hangs).
struct SpawnedProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    enum Failure: Error, CustomStringConvertible {
        case spawn(String, errno: Int32)
        var description: String {
            switch self {
            case .spawn(let path, let code): "could not start \(path): \(String(cString: strerror(code)))"
            }
        }
    }

    /// Runs `arguments[0]` (looked up in PATH) and returns its exit status and output.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tern-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputPath = directory.appendingPathComponent("out").path
        let errorPath = directory.appendingPathComponent("err").path

        let pid = try spawn(arguments, environment: environment) { actions in
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        let exitStatus = wait(for: pid)
        return Result(
            status: exitStatus,
            standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }

    /// A program started with its standard output on a pipe, read as it writes (`--jsonl`).
    struct Streaming {
        let pid: pid_t
        /// The pipe's read end.
        let output: Int32
        /// Where its standard error goes.
        let errorPath: String
    }

    /// Starts `arguments[0]` with standard output on a pipe and standard error in a temporary file.
    /// Not for programs that fork a tmux server (see above).
    static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> Streaming {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw Failure.spawn("pipe", errno: errno) }
        // Another test's child must not inherit the write end: the read would never see the end.
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("tern-e2e-\(UUID().uuidString)")
            .path
        defer { close(descriptors[1]) }
        let pid = try spawn(arguments, environment: environment) { actions in
            posix_spawn_file_actions_adddup2(&actions, descriptors[1], 1)
            posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        return Streaming(pid: pid, output: descriptors[0], errorPath: errorPath)
    }

    /// Starts `arguments[0]` with standard input on /dev/null, `redirect` setting up its standard
    /// output and error, every inherited descriptor above stderr closed, no signal blocked.
    private static func spawn(
        _ arguments: [String], environment: [String: String],
        redirect: (inout posix_spawn_file_actions_t) -> Void
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        redirect(&actions)
        for descriptor in inheritedDescriptors() {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }

        // The test runner's threads block most signals and posix_spawn would pass that mask on:
        // start the child with nothing blocked and every signal at its default action.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { _, new in new }
        let environmentStrings = merged.map { "\($0.key)=\($0.value)" }
        var argv = arguments.map { strdup($0) } + [nil]
        var envp = environmentStrings.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let code = posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, &envp)
        guard code == 0 else { throw Failure.spawn(arguments[0], errno: code) }
        return pid
    }

    /// Waits for `pid` to end: its exit status, or 128 + the signal that ended it.
    static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Open descriptors above stderr, from /proc/self/fd.
    private static func inheritedDescriptors() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap(Int32.init).filter { $0 > 2 && fcntl($0, F_GETFD) != -1 }
    }

    /// Whether `name` is an executable on PATH.
    static func isInstalled(_ name: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }
}
