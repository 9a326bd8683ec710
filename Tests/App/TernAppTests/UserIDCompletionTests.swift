import Foundation
import Testing

@testable import TernApp

/// `tern users --open <Tab>`: the ids tern has without the network — the sample's, or the DummyAPI
/// pages the offline cache holds (end to end: `CompletionEndToEndTests`).
@Suite final class UserIDCompletionTests {
    private let home = FileManager.default.temporaryDirectory.appendingPathComponent("tern-ids-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: home) }

    private var environment: [String: String] {
        [
            "HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        ]
    }

    @Test func theSampleOffersItsPeople() async {
        let ids = await UserIDCompletion.candidates(environment: environment)
        #expect(ids.count == 107)
        #expect(ids.first == "sample-0001" && ids.last == "sample-0107")
    }

    @Test func generatedPeopleAreOfferedUpToTheMost() async throws {
        let folder = home.appendingPathComponent("config/tern")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("sample_users = 5000\n".utf8).write(to: folder.appendingPathComponent("config.toml"))
        let ids = await UserIDCompletion.candidates(environment: environment)
        #expect(ids.count == UserIDCompletion.maximumCount)
        #expect(ids.allSatisfy { $0.hasPrefix("synthetic-") })
    }
}
