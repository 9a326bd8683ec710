import Domain
import Foundation
import Services
import Testing

@Suite struct RememberedSessionFileStoreTests {
    /// Section names as the app registers them (the domain knows none).
    private static let (users, weather) = (
        RememberedSession.SectionName(rawValue: "users"), RememberedSession.SectionName(rawValue: "weather")
    )

    /// A fresh directory under the system's temporary directory, removed by `cleanUp`.
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("tern-session-\(UUID().uuidString)")

    private func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func nothingIsRememberedUntilSomethingIsSaved() {
        defer { cleanUp() }
        let store = RememberedSessionFileStore(directory: directory)
        #expect(store.load() == RememberedSession())
        store.save(RememberedSession(section: Self.weather, units: .imperial))
        #expect(
            RememberedSessionFileStore(fileURL: store.fileURL).load()
                == RememberedSession(section: Self.weather, units: .imperial))
    }

    @Test func anUpdateKeepsWhatItDoesNotChange() {
        defer { cleanUp() }
        let store = RememberedSessionFileStore(directory: directory)
        store.update { $0.units = .imperial }
        store.update { $0.section = Self.users }
        #expect(store.load() == RememberedSession(section: Self.users, units: .imperial))
        store.update { $0.units = .metric }
        #expect(store.load() == RememberedSession(section: Self.users, units: .metric))
    }

    @Test func theFileIsOwnerOnlyInAnOwnerOnlyFolder() throws {
        defer { cleanUp() }
        let store = RememberedSessionFileStore(directory: directory.appendingPathComponent("state"))
        store.save(RememberedSession(section: Self.weather))
        let files = FileManager.default
        #expect(try files.attributesOfItem(atPath: store.fileURL.path)[.posixPermissions] as? Int == 0o600)
        let folder = store.fileURL.deletingLastPathComponent().path
        #expect(try files.attributesOfItem(atPath: folder)[.posixPermissions] as? Int == 0o700)
    }

    /// A broken, foreign or future file costs nothing: what cannot be read is simply not remembered.
    @Test(arguments: [
        ("", RememberedSession()),
        ("{\"section\": \"weath", RememberedSession()),
        ("[\"weather\"]", RememberedSession()),
        ("{\"section\": 3, \"units\": \"imperial\"}", RememberedSession()),
        // Any name loads (a feature may contribute it, decision 2010); the launch ignores one it does not know.
        (
            "{\"section\": \"calendar\", \"units\": \"imperial\"}",
            RememberedSession(section: RememberedSession.SectionName(rawValue: "calendar"), units: .imperial)
        ),
        (
            "{\"section\": \"weather\", \"units\": \"kelvin\", \"theme\": \"dark\"}",
            RememberedSession(section: Self.weather)
        ),
    ])
    func whatCannotBeReadIsNotRemembered(contents: String, expected: RememberedSession) throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = RememberedSessionFileStore(directory: directory)
        try Data(contents.utf8).write(to: store.fileURL)
        #expect(store.load() == expected)
    }

    @Test func aFolderInThePlaceOfTheFileIsNotRememberedAndNeverThrows() throws {
        defer { cleanUp() }
        let store = RememberedSessionFileStore(directory: directory)
        try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: true)
        store.save(RememberedSession(section: Self.weather))
        #expect(store.load() == RememberedSession())
    }

    /// Issue 25: a session.json over its cap (64 KiB; a 1 GiB one was read whole) is refused unread:
    /// nothing is remembered, and `refusal` names the file in one line.
    @Test func aFileOverItsCapIsRefusedUnread() throws {
        defer { cleanUp() }
        let store = RememberedSessionFileStore(directory: directory)
        store.save(RememberedSession(section: Self.weather, units: .imperial))
        try #require(truncate(store.fileURL.path, off_t(64 << 10) + 1) == 0)
        #expect(store.load() == RememberedSession())
        #expect(
            store.refusal == "\(store.fileURL.path) is larger than 64 KiB, which no file of tern's is; using defaults")
    }

    /// Issue 25: a session.json that is a symbolic link is neither read nor written through.
    @Test func aFileThatIsALinkIsNeitherReadNorWrittenThrough() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let victim = directory.appendingPathComponent("victim.json")
        try Data(#"{"section":"weather"}"#.utf8).write(to: victim)
        let store = RememberedSessionFileStore(directory: directory)
        try FileManager.default.createSymbolicLink(at: store.fileURL, withDestinationURL: victim)
        #expect(store.load() == RememberedSession())
        store.save(RememberedSession(section: Self.users))
        #expect(try String(contentsOf: victim, encoding: .utf8) == #"{"section":"weather"}"#)
        #expect(store.refusal?.contains("is a symbolic link") == true)
    }
}
