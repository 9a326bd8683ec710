import Foundation
import Networking
import NetworkingTestSupport
import Testing

/// The `tern-fixture-server` executable as end-to-end tests of the app use it.
@Suite struct FixtureServerProcessTests {
    /// Built beside the test bundle by `swift build --build-tests`.
    private static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent()
        .appendingPathComponent("tern-fixture-server")

    @Test func servesRoutesFromADirectoryAndExitsWhenStdinCloses() async throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else {
            Issue.record("tern-fixture-server is not built at \(Self.executable.path); run swift build --build-tests")
            return
        }
        let fixtures = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tern-fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: fixtures) }
        try Data(#"{"city":"London"}"#.utf8).write(to: fixtures.appendingPathComponent("london.json"))
        let routes = """
            {"routes": [
              {"path": "/weather", "query": {"q": "Nowhere"}, "body": "{\\"message\\":\\"city not found\\"}", "status": 404},
              {"path": "/weather", "file": "london.json"}
            ]}
            """
        try Data(routes.utf8).write(to: fixtures.appendingPathComponent("routes.json"))

        let process = Process()
        process.executableURL = Self.executable
        process.arguments = [fixtures.path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let port = try #require(await Self.firstLine(of: output.fileHandleForReading).flatMap { UInt16($0) })

        let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = CurlHTTPClient(timeout: 20, logger: .init(label: "test"))
        let london = try await client.send(
            Endpoint(baseURL: base, path: "/weather", queryItems: [URLQueryItem(name: "q", value: "London")]))
        #expect(london.status == 200)
        #expect(london.body == Data(#"{"city":"London"}"#.utf8))
        let nowhere = try await client.send(
            Endpoint(baseURL: base, path: "/weather", queryItems: [URLQueryItem(name: "q", value: "Nowhere")]))
        #expect(nowhere.status == 404)

        try input.fileHandleForWriting.close()
        await Self.waitForExit(of: process)
        #expect(process.terminationStatus == 0)
    }

    @Test func builtInRoutesServeTheAPISamplesAtTheProvidersPaths() async throws {
        let routes = try FixtureRouteFile.apiSamples.routes(fixtureDirectory: APISamples.directory)
        let server = try await FixtureServer.start(routes: routes)
        let client = CurlHTTPClient(timeout: 20, logger: .init(label: "test"))
        let user = try await client.send(
            Endpoint(baseURL: server.baseURL, path: "/data/v1/user/60d0fe4f5311236168a109ca"))
        #expect(user.body == (try APISamples.data("dummyapi-user-full.json")))
        let nowhere = try await client.send(
            Endpoint(
                baseURL: server.baseURL, path: "/data/2.5/forecast",
                queryItems: [URLQueryItem(name: "q", value: "Nowhere")]))
        #expect(nowhere.status == 404)
        let geocoding = try await client.send(Endpoint(baseURL: server.baseURL, path: "/v1/search"))
        #expect(geocoding.body == (try APISamples.data("openmeteo-geocoding.json")))
        await server.stop()
    }

    /// The first line the process prints, read off the pipe on a background thread.
    private static func firstLine(of handle: FileHandle) async -> String? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var bytes = Data()
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    bytes.append(chunk)
                    if bytes.contains(UInt8(ascii: "\n")) { break }
                }
                let text = String(decoding: bytes, as: UTF8.self)
                continuation.resume(returning: text.split(separator: "\n").first.map(String.init))
            }
        }
    }

    private static func waitForExit(of process: Process) async {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                process.waitUntilExit()
                continuation.resume()
            }
        }
    }
}
