import Foundation
import NetworkingTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The loopback fixture server's routing as other tests rely on it: later routes win, file replies,
/// 404 for anything unrouted, and a clear error for a missing API sample.
@Suite struct FixtureServerTests {
    private func get(_ url: URL) async throws -> (status: Int, body: String) {
        let (data, response) = try await URLSession.shared.data(from: url)
        return ((response as? HTTPURLResponse)?.statusCode ?? -1, String(decoding: data, as: UTF8.self))
    }

    @Test func addedRoutesWinAndUnroutedPathsGet404() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-\(UUID().uuidString).json")
        try Data(#"{"from":"file"}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let server = try await FixtureServer.start(routes: [FixtureRoute(path: "/a", reply: .json("{}"))])
        await server.addRoute(FixtureRoute(path: "/a", reply: try .file(file, status: 201)))

        let routed = try await get(server.baseURL.appendingPathComponent("a"))
        #expect(routed.status == 201)
        #expect(routed.body == #"{"from":"file"}"#)
        let unrouted = try await get(server.baseURL.appendingPathComponent("missing"))
        #expect(unrouted.status == 404)
        #expect(unrouted.body == #"{"message":"no fixture for /missing"}"#)
        #expect(await server.requests.map(\.path) == ["/a", "/missing"])
        await server.stop()
    }

    @Test func aMissingSampleNamesTheFolderItExpected() {
        #expect {
            try APISamples.data("no-such-sample.json")
        } throws: { error in
            let description = (error as? APISampleMissing)?.description ?? ""
            return description.contains("no-such-sample.json") && description.contains(APISamples.directory.path)
        }
    }
}
