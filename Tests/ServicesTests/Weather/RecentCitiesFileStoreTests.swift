import Domain
import Foundation
import Services
import Testing

@Suite struct RecentCitiesFileStoreTests {
    /// A fresh directory under the system's temporary directory, removed by `cleanUp`.
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("tern-recent-cities-\(UUID().uuidString)")

    private func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func savesAndLoadsNamesInOrderCreatingTheDirectory() {
        defer { cleanUp() }
        let store = RecentCitiesFileStore(directory: directory.appendingPathComponent("nested"))
        #expect(store.load().isEmpty)
        store.save(["東京", "São Paulo", "Paris"])
        #expect(store.load() == ["東京", "São Paulo", "Paris"])
        #expect(RecentCitiesFileStore(fileURL: store.fileURL).load() == ["東京", "São Paulo", "Paris"])
    }

    @Test func malformedOrHostileFilesReadAsNoCitiesOrAreCleaned() throws {
        defer { cleanUp() }
        let store = RecentCitiesFileStore(directory: directory, limit: 3)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: store.fileURL)
        #expect(store.load().isEmpty)
        try Data(#"{"cities": ["Paris"]}"#.utf8).write(to: store.fileURL)
        #expect(store.load().isEmpty)
        let long = String(repeating: "x", count: 500)
        try Data(#"["  Rome ", "", "\#(long)", "Oslo", "Lima", "Kyiv"]"#.utf8).write(to: store.fileURL)
        #expect(store.load() == ["Rome", "Oslo", "Lima"])
    }

    @Test func anUnwritablePlaceIsIgnored() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let blocker = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let store = RecentCitiesFileStore(directory: blocker)  // a file where the directory should be
        store.save(["Paris"])
        #expect(store.load().isEmpty)
    }

    @Test func saveReplacesTheWholeList() {
        defer { cleanUp() }
        let store = RecentCitiesFileStore(directory: directory)
        store.save(["Paris", "Rome"])
        store.save(["Rome"])
        #expect(store.load() == ["Rome"])
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        #expect(leftovers == ["recent-cities.json"])
    }
}
