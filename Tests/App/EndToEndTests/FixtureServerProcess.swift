import Foundation

/// The `tern-fixture-server` executable (built beside `tern`) serving fixtures on 127.0.0.1 for one
/// end-to-end test. Out of process on purpose: it keeps answering while the test process's threads
/// are busy polling tmux panes.
///
/// Stops on `stop()` (its standard input closes) or at deinit.
final class FixtureServerProcess {
    enum Failure: Error, CustomStringConvertible {
        case missing(String)
        case noPort

        var description: String {
            switch self {
            case .missing(let path): "tern-fixture-server is not built at \(path); run swift build --build-tests"
            case .noPort: "tern-fixture-server did not print its port"
            }
        }
    }

    private let process = Process()
    private let input = Pipe()
    /// `http://127.0.0.1:<port>` (`http://[::1]:<port>` on the IPv6 loopback).
    let baseURL: URL

    private var isStopped = false

    /// Serves `directory` (its `routes.json`, or the built-in API-sample routes when it has none).
    convenience init(directory: URL) throws {
        try self.init(serverArguments: [directory.path])
    }

    /// A server answering with the given `routes.json` text; its `file` entries are read from
    /// `fixtureDirectory` (the real API samples unless given).
    /// `onIPv6Loopback`: on `::1` instead of 127.0.0.1.
    convenience init(
        routes: String, fixtureDirectory: URL = FixtureServerProcess.apiSamplesDirectory, onIPv6Loopback: Bool = false
    ) throws {
        let routesFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tern-e2e-routes-\(UUID().uuidString).json")
        try Data(routes.utf8).write(to: routesFile)
        try self.init(serverArguments: (onIPv6Loopback ? ["--ipv6"] : []) + [fixtureDirectory.path, routesFile.path])
    }

    /// Starts `tern-fixture-server` with `serverArguments` and reads the port it prints.
    private init(serverArguments: [String]) throws {
        let executable = URL(fileURLWithPath: TernBinary.path).deletingLastPathComponent()
            .appendingPathComponent("tern-fixture-server")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw Failure.missing(executable.path)
        }
        let output = Pipe()
        process.executableURL = executable
        process.arguments = serverArguments
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let port = String(decoding: line, as: UTF8.self).split(separator: "\n").first.flatMap { UInt16($0) }
        let host = serverArguments.first == "--ipv6" ? "[::1]" : "127.0.0.1"
        guard let port, let url = URL(string: "http://\(host):\(port)") else {
            process.terminate()
            throw Failure.noPort
        }
        baseURL = url
    }

    deinit { stop() }

    /// `tern weather CITY` on Open-Meteo, its forecast and geocoding both at this server.
    func openMeteoArguments(city: String) -> [String] {
        let url = baseURL.absoluteString
        return [
            "weather", city, "--weather-provider", "open-meteo", "--open-meteo-url", url, "--open-meteo-geocoding-url",
            url,
        ]
    }

    /// Stops the server (closes its standard input) and waits for it to exit; later requests fail
    /// as if the host went away.
    func stop() {
        guard !isStopped else { return }
        isStopped = true
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// A new folder of the real OpenWeatherMap samples for London (current weather and forecast) with
    /// the city's name and the first description replaced by `name` and `description`: what a
    /// hostile server would send. The caller removes it.
    static func hostileWeatherSamples(name: String, description: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tern-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in ["owm-current.json", "owm-forecast-london.json"] {
            let sample = try String(contentsOf: apiSamplesDirectory.appendingPathComponent(file), encoding: .utf8)
            let hostile = sample.replacingOccurrences(of: #""name": "London""#, with: "\"name\": \"\(name)\"")
                .replacingOccurrences(
                    of: #""description": "broken clouds""#, with: "\"description\": \"\(description)\"")
            try hostile.write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        return directory
    }

    /// The shared real API samples (`shared/api-samples` beside the package clone or an ancestor).
    static var apiSamplesDirectory: URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/api-samples", isDirectory: true)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("shared/api-samples", isDirectory: true)
    }
}
