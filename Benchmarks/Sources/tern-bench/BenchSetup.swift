import Foundation

/// Where the benchmarks find what they drive: the release `tern` binary, the Python floor and the
/// recorded API samples. Paths come from the environment (`make bench` sets `TERN_BINARY`) or are
/// looked up from the working directory (`Benchmarks/` under `swift run`).
enum BenchSetup {
    /// The release tern binary: `TERN_BINARY`, else `../.build/release/tern`.
    static var ternBinary: String {
        absolute(ProcessInfo.processInfo.environment["TERN_BINARY"] ?? "../.build/release/tern")
    }

    /// The path of the floor program `name` in `floor/`.
    static func floorSource(_ name: String) -> String {
        absolute("floor/" + name)
    }

    /// The command that runs the minimal Python curses list with `count` rows, on Debian's own
    /// `/usr/bin/python3` (not a `python3` a version manager's shim finds first on `PATH`).
    static func floorCommand(count: Int) -> [String] {
        let script = ProcessInfo.processInfo.environment["TERN_BENCH_FLOOR"] ?? "floor/curses_list.py"
        return ["/usr/bin/python3", absolute(script), String(count)]
    }

    /// Another build of tern to measure against in the same run (`TERN_BASELINE`, a release binary
    /// of an earlier commit, say), or `nil`: only the latency row uses it.
    static var baselineBinary: String? {
        ProcessInfo.processInfo.environment["TERN_BASELINE"].map(absolute)
    }

    /// The command that runs `binary`'s Users section on `sampleUsers` synthetic users (nil: the
    /// bundled sample).
    static func ternUsers(sampleUsers: Int?, binary: String = ternBinary) -> [String] {
        [binary, "users"] + (sampleUsers.map { ["--sample-users", String($0)] } ?? [])
    }

    /// The recorded API sample `name`: in `TERN_API_SAMPLES`, else the nearest `shared/api-samples`
    /// folder in the working directory's ancestors.
    static func apiSample(_ name: String) throws(BenchError) -> Data {
        var folders: [URL] = []
        if let configured = ProcessInfo.processInfo.environment["TERN_API_SAMPLES"] {
            folders.append(URL(fileURLWithPath: configured))
        }
        var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        while directory.path != "/" {
            folders.append(directory.appendingPathComponent("shared/api-samples"))
            directory = directory.deletingLastPathComponent()
        }
        for folder in folders {
            if let data = try? Data(contentsOf: folder.appendingPathComponent(name)) { return data }
        }
        throw BenchError("API sample \(name) not found (set TERN_API_SAMPLES)")
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
