import Foundation
import Glibc

/// A detached tmux server on a private socket running one `tern`, for end-to-end tests: send
/// keys, read the pane, poll for the expected frame against a deadline (never a fixed sleep).
///
/// tern runs under `sh`, which prints `tern exited with N` after it and then keeps the pane
/// alive with `cat`, so tests can check the terminal state tern left behind.
final class TmuxSession {
    enum Failure: Error, CustomStringConvertible {
        case tmuxMissing
        case ternMissing(String)
        case command([String], String)
        case timeout(String, screen: String)

        var description: String {
            switch self {
            case .tmuxMissing: "tmux is not installed: run `make test` (installs it as root) or apt-get install tmux"
            case .ternMissing(let path): "no tern binary at \(path): run `swift build --product tern` or `make test`"
            case .command(let arguments, let error): "tmux \(arguments.joined(separator: " ")) failed: \(error)"
            case .timeout(let what, let screen): "timed out waiting for \(what); the pane shows:\n\(screen)"
            }
        }
    }

    static let exitMarker = "tern exited with "

    private let socketPath: String
    private var isClosed = false
    private var recordingPath: String?  // while `recordOutput` pipes the pane into it

    /// Starts tern with `arguments`; `environment` is set for tern alone (tmux would override TERM).
    convenience init(
        arguments: [String] = [], width: Int = 100, height: Int = 30, environment: [String: String] = [:]
    ) throws {
        // sh traps INT and QUIT (so Ctrl-C reaches tern alone), reports tern's status, then keeps
        // the pane open with cat so the terminal state tern left can be inspected.
        let script = "trap : INT QUIT; \"$0\" \"$@\"; echo \"\(Self.exitMarker)$?\"; exec cat"
        try self.init(
            width: width, height: height,
            command: ["sh", "-c", script, "env"] + Self.assignments(environment) + [TernBinary.path] + arguments)
    }

    /// Starts `command` in the session's only pane.
    init(width: Int, height: Int, command: [String]) throws {
        guard SpawnedProcess.isInstalled("tmux") else { throw Failure.tmuxMissing }
        guard TernBinary.exists else { throw Failure.ternMissing(TernBinary.path) }
        socketPath = "/tmp/tern-e2e-\(getpid())-\(UUID().uuidString.prefix(8)).sock"
        try tmux(
            ["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-e", "LANG=C.UTF-8"] + command)
    }

    /// `environment` as `NAME=value` words for `env`, in a stable order.
    static func assignments(_ environment: [String: String]) -> [String] {
        environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    deinit { close() }

    /// Kills the tmux server and removes its socket.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = try? tmux(["kill-server"])
        unlink(socketPath)
    }

    /// Runs a tmux command against this session's server and returns its output.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let result = try SpawnedProcess.run(["tmux", "-S", socketPath, "-f", "/dev/null"] + arguments)
        guard result.status == 0 else { throw Failure.command(arguments, result.standardError) }
        return result.standardOutput
    }

    /// Sends keys in tmux's names ("Down", "Enter", "Escape", "C-c", "q").
    func send(_ keys: String...) throws { try tmux(["send-keys", "-t", "0"] + keys) }

    /// The visible pane, one line per row.
    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "0"]) }

    /// A tmux format evaluated for the pane, e.g. `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "0", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "0", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls the pane until `condition` holds for its text, or throws after `timeout` seconds.
    @discardableResult
    func waitUntil(
        _ what: String, timeout: Double = 10, _ condition: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var text = ""
        while Date() < deadline {
            text = try screen()
            if condition(text) { return text }
            _ = poll(nil, 0, 25)
        }
        throw Failure.timeout(what, screen: text)
    }

    /// Polls until the pane shows `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10) throws -> String {
        try waitUntil("\"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// Polls until the pane no longer shows `text`.
    func waitForAbsence(of text: String, timeout: Double = 10) throws {
        try waitUntil("\"\(text)\" to go away", timeout: timeout) { !$0.contains(text) }
    }

    /// The exit status tern reported, once it has exited (what follows the marker: a terminal left in
    /// cooked mode echoes Ctrl-C as `^C` before it on the same line).
    func waitForExit(timeout: Double = 10) throws -> Int32? {
        let text = try waitFor(Self.exitMarker, timeout: timeout)
        guard let line = text.split(separator: "\n").first(where: { $0.contains(Self.exitMarker) }),
            let status = line.components(separatedBy: Self.exitMarker).last
        else { return nil }
        return Int32(status.trimmingCharacters(in: .whitespaces))
    }

    /// The pid of tern itself: the child of the pane's shell.
    func ternProcessID() throws -> pid_t? {
        guard let shell = pid_t(try display("#{pane_pid}")) else { return nil }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for name in names {
            guard let pid = pid_t(name),
                let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, pid_t(fields[1]) == shell { return pid }
        }
        return nil
    }

    /// Starts appending everything tern writes to the pane to `path`.
    func recordOutput(to path: String) throws {
        unlink(path + ".done")
        try tmux(["pipe-pane", "-o", "-t", "0", "cat >> '\(path)'; : > '\(path).done'"])
        recordingPath = path
    }

    /// Stops recording and waits until everything piped so far is in the file: tmux only closes the
    /// pipe, and under load its `cat` can still be writing (or not yet started) when this returns.
    func stopRecording(timeout: Double = 10) throws {
        try tmux(["pipe-pane", "-t", "0"])
        guard let path = recordingPath else { return }
        recordingPath = nil
        try waitUntil("the recording of \(path) to end", timeout: timeout) { _ in access(path + ".done", F_OK) == 0 }
        unlink(path + ".done")
    }
}
