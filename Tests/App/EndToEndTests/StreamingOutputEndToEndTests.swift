import Foundation
import Glibc
import Testing

/// Issue 26, items 5 and 8: `--jsonl` is streamed — the first line is out while the provider still
/// holds the second page — and a reader that goes away (`| head -1`) ends tern at once, quietly,
/// as a normal end.
@Suite(.serialized) struct StreamingOutputEndToEndTests {
    /// DummyAPI's first page of two answers at once; the second never does.
    private static let routes: String = {
        let users = (0..<50).map { ["id": "user-\($0)", "title": "mr", "firstName": "Person", "lastName": "\($0)"] }
        let body = ["data": users, "total": 100, "page": 0, "limit": 50] as [String: Any]
        let page = String(decoding: try! JSONSerialization.data(withJSONObject: body), as: UTF8.self)
        let routes: [[String: Any]] = [
            ["path": "/data/v1/user", "query": ["page": "0", "limit": "50"], "body": page],
            ["path": "/data/v1/user", "behaviour": "never-answer"],
        ]
        return String(decoding: try! JSONSerialization.data(withJSONObject: ["routes": routes]), as: UTF8.self)
    }()

    /// Reads `descriptor` up to and with the first line feed; nil when none comes within 30 s.
    private func firstLine(of descriptor: Int32) -> String? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !bytes.contains(UInt8(ascii: "\n")) {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 30_000) == 1 else { return nil }
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { return nil }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    }

    @Test func theFirstLineIsOutBeforeTheSecondPageIsAnswered() throws {
        let server = try FixtureServerProcess(routes: Self.routes)
        defer { server.stop() }
        let tern = try SpawnedProcess.start(
            [
                TernBinary.path, "users", "--jsonl", "--limit", "100", "--users-provider", "dummyapi",
                "--dummyapi-url", server.baseURL.absoluteString,
            ], environment: TernEnvironment.isolated(["DUMMYAPI_APP_ID": "e2e-app-id"]))
        defer {
            close(tern.output)
            try? FileManager.default.removeItem(atPath: tern.errorPath)
        }
        let line = firstLine(of: tern.output)
        // tern is still waiting for the second page: the line came before the producer finished.
        var status: Int32 = 0
        #expect(waitpid(tern.pid, &status, WNOHANG) == 0)
        kill(tern.pid, SIGTERM)
        _ = SpawnedProcess.wait(for: tern.pid)
        let record = try #require(line.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) } as? [String: Any])
        #expect(record["id"] as? String == "user-0")
        #expect(record["full_name"] as? String == "Person 0")
    }

    /// 100,000 generated users through `head -1`: one line, exit 0 (pipefail sees tern's), nothing
    /// on standard error; the same for the `--json` document's first line.
    @Test(arguments: ["--jsonl", "--json"])
    func aReaderThatGoesAwayIsANormalEnd(format: String) throws {
        let command =
            "set -o pipefail; '\(TernBinary.path)' users \(format) --sample-users 100000 --limit 100000 | head -1"
        let result = try SpawnedProcess.run(["bash", "-c", command], environment: TernEnvironment.isolated())
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == (format == "--json" ? "{\n" : result.standardOutput))
        #expect(result.standardOutput.split(separator: "\n").count == 1)
        if format == "--jsonl" { #expect(result.standardOutput.hasPrefix(#"{"date_of_birth":"#)) }
    }
}
