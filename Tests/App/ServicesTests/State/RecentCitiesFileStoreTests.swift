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

    /// Decision 2251: a city is stored with its place, and a file an older tern wrote — bare
    /// names — still reads, entry by entry beside the new ones.
    @Test func placesAreKeptAndOldBareNamesStillLoad() throws {
        defer { cleanUp() }
        let store = RecentCitiesFileStore(directory: directory)
        let illinois = Place(
            name: "Springfield", localName: "", region: "Illinois", country: "United States", latitude: 39.8017,
            longitude: -89.6437, timeZone: "America/Chicago")
        let tokyo = Place(name: "Tokyo", localName: "東京", country: "Japan", latitude: 35.6895, longitude: 139.6917)
        store.save([RecentCity(name: "Springfield", place: illinois), RecentCity(name: "Tokyo", place: tokyo), "Paris"])
        #expect(
            store.load() == [
                RecentCity(name: "Springfield", place: illinois), RecentCity(name: "Tokyo", place: tokyo), "Paris",
            ])
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        #expect(text.contains(#""region":"Illinois""#) && text.contains(#""latitude":39.8017"#), "\(text)")
        try Data(#"["Lima",{"name":"Springfield","region":"Ohio","latitude":39.9242,"longitude":-83.8088}]"#.utf8)
            .write(to: store.fileURL)
        let loaded = store.load()
        #expect(loaded.map(\.name) == ["Lima", "Springfield"])
        #expect(loaded[0].place == nil)
        #expect(loaded[1].place?.region == "Ohio" && loaded[1].place?.latitude == 39.9242)
    }

    /// Coordinates out of range, or texts longer than a name may be, leave the name alone; an entry
    /// without a name, or of another type, makes the file unreadable as it always did.
    @Test func aPlaceThatCannotBeRightIsDroppedKeepingItsName() throws {
        defer { cleanUp() }
        let store = RecentCitiesFileStore(directory: directory)
        store.save(["Oslo"])
        let long = String(repeating: "x", count: 201)
        try Data(
            #"[{"name":"Nowhere","latitude":91,"longitude":0},{"name":"Far","region":"\#(long)","latitude":1,"longitude":2}]"#
                .utf8
        ).write(to: store.fileURL)
        #expect(store.load() == ["Nowhere", "Far"])
        try Data(#"[{"region":"Ohio"}]"#.utf8).write(to: store.fileURL)
        #expect(store.load().isEmpty)
    }

    @Test func theFileIsOwnerOnlyInAnOwnerOnlyFolder() throws {
        defer { cleanUp() }
        let store = RecentCitiesFileStore(directory: directory.appendingPathComponent("state"))
        store.save(["Oslo"])
        let files = FileManager.default
        #expect(try files.attributesOfItem(atPath: store.fileURL.path)[.posixPermissions] as? Int == 0o600)
        let folder = store.fileURL.deletingLastPathComponent().path
        #expect(try files.attributesOfItem(atPath: folder)[.posixPermissions] as? Int == 0o700)
    }

    /// An older tern kept recent cities in the cache folder: the first run moves them to the state
    /// folder, and never overwrites cities already there.
    @Test func aLegacyFileInTheCacheFolderIsMovedOnce() throws {
        defer { cleanUp() }
        let cache = directory.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let legacy = RecentCitiesFileStore(directory: cache)
        legacy.save(["Lima", "Quito"])
        let store = RecentCitiesFileStore(directory: directory.appendingPathComponent("state"), legacyDirectory: cache)
        #expect(FileManager.default.fileExists(atPath: legacy.fileURL.path), "nothing moves before a load")
        #expect(store.load() == ["Lima", "Quito"])
        #expect(!FileManager.default.fileExists(atPath: legacy.fileURL.path))
        legacy.save(["Older"])
        #expect(store.load() == ["Lima", "Quito"])
        #expect(FileManager.default.fileExists(atPath: legacy.fileURL.path))
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

    /// Issue 25: a recent-cities.json over its cap (64 KiB) is refused unread: no cities, one line.
    @Test func aFileOverItsCapIsRefusedUnread() throws {
        defer { cleanUp() }
        let store = RecentCitiesFileStore(directory: directory)
        store.save(["Paris"])
        try #require(truncate(store.fileURL.path, off_t(64 << 10) + 1) == 0)
        #expect(store.load() == [])
        #expect(store.refusal?.hasSuffix("is larger than 64 KiB, which no file of tern's is; using defaults") == true)
    }

    /// Issue 25: a recent-cities.json that is a symbolic link is neither read nor written through,
    /// and a state folder that is a link is not written into.
    @Test func aFileOrFolderThatIsALinkIsNotWrittenThrough() throws {
        defer { cleanUp() }
        let elsewhere = directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let victim = elsewhere.appendingPathComponent("victim.json")
        try Data(#"["Oslo"]"#.utf8).write(to: victim)
        let store = RecentCitiesFileStore(directory: directory)
        try FileManager.default.createSymbolicLink(at: store.fileURL, withDestinationURL: victim)
        #expect(store.load() == [])
        store.save(["Paris"])
        #expect(try String(contentsOf: victim, encoding: .utf8) == #"["Oslo"]"#)
        let linkedFolder = directory.appendingPathComponent("tern")
        try FileManager.default.createSymbolicLink(at: linkedFolder, withDestinationURL: elsewhere)
        RecentCitiesFileStore(directory: linkedFolder).save(["Paris"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["victim.json"])
    }
}
