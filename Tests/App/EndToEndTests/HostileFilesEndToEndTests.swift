import Foundation
import Glibc
import Testing

/// Issue 25, items 2 and 6, against the built binary: tern never writes through a symbolic link it
/// did not create, never changes the mode of a folder it did not create, refuses state files over
/// their cap, and removes the temporaries a killed tern left. Each refusal is one line naming the
/// path, on screen and in help, and tern goes on without that file.
@Suite(.serialized) struct HostileFilesEndToEndTests {
    /// A fresh folder under the temporary directory with `state` and `cache` in it; the caller removes it.
    private static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tern-e2e-\(UUID().uuidString)")
        for name in ["state", "cache"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        return folder
    }

    /// XDG folders inside `folder`.
    private static func environment(_ folder: URL) -> [String: String] {
        [
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
            "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
        ]
    }

    /// A file someone else owns, which no link may let tern write to.
    private static func victim(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("someone-elses.txt").path
        try Data("theirs\n".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A folder shared by everyone, as /tmp is (mode 1777).
    private static func sharedFolder(_ name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try #require(chmod(path, 0o1777) == 0)
        return path
    }

    private static func mode(_ path: String) -> mode_t {
        var status = stat()
        lstat(path, &status)
        return status.st_mode & 0o7777
    }

    /// Waits for a notice that says `text`, however the banner wraps it.
    private static func waitForNotice(_ session: TmuxSession, _ text: String) throws {
        try session.waitUntil("a notice saying \"\(text)\"") {
            $0.replacingOccurrences(of: "\n   ", with: " ").contains(text)
        }
    }

    /// The default log, `--log-file` and `TERN_LOG` each a link to someone else's file: refused with
    /// a line naming it (was: the log, configuration dump included, appended to that file).
    @Test(arguments: ["default", "--log-file", "TERN_LOG"])
    func aLogThatIsASymbolicLinkIsRefusedAndNothingIsWrittenThroughIt(how: String) throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = try Self.victim(in: folder)
        var environment = Self.environment(folder)
        var arguments: [String] = []
        var link = folder.appendingPathComponent("tern.log").path
        switch how {
        case "default":
            let stateFolder = folder.appendingPathComponent("state/tern").path
            try FileManager.default.createDirectory(atPath: stateFolder, withIntermediateDirectories: true)
            link = stateFolder + "/tern.log"
        case "--log-file": arguments = ["--log-file", link]
        default: environment["TERN_LOG"] = link
        }
        try #require(symlink(victim, link) == 0)
        let session = try TmuxSession.onSampleData(arguments, environment: environment)
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try Self.waitForNotice(session, "is a symbolic link")
        try session.hideNoticeThenQuit(banner: "is a symbolic")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "theirs\n")
    }

    /// `$XDG_STATE_HOME/tern` and `$XDG_CACHE_HOME/tern` links to shared 1777 folders: neither is
    /// chmod-ed (was: 0700, which as root with a link to /tmp breaks /tmp for everyone) nor written
    /// into — no log, no session, no cache entry — and tern says so and works on.
    @Test func stateAndCacheFoldersThatAreLinksAreNeitherChmoddedNorWrittenInto() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sharedState = try Self.sharedFolder("shared-state", in: folder)
        let sharedCache = try Self.sharedFolder("shared-cache", in: folder)
        try #require(symlink(sharedState, folder.appendingPathComponent("state/tern").path) == 0)
        try #require(symlink(sharedCache, folder.appendingPathComponent("cache/tern").path) == 0)
        let server = try FixtureServerProcess(directory: FixtureServerProcess.apiSamplesDirectory)
        defer { server.stop() }
        let url = server.baseURL.absoluteString
        let session = try TmuxSession(
            arguments: [
                "weather", "Paris", "--weather-provider", "open-meteo", "--open-meteo-url", url,
                "--open-meteo-geocoding-url", url, "--users-provider", "sample",
            ],
            environment: TernEnvironment.isolated(Self.environment(folder)))
        try session.waitFor("Paris, Île-de-France")  // a live answer: the cache would have been written
        try Self.waitForNotice(session, "is a symbolic link")
        try session.send("x")
        try session.waitForAbsence(of: "is a symbolic")
        try session.send("Tab")  // a section switch is remembered in session.json
        try session.waitFor("[Movies]")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
        for shared in [sharedState, sharedCache] {
            #expect(Self.mode(shared) == 0o1777, "\(shared) keeps its mode")
            #expect(try FileManager.default.contentsOfDirectory(atPath: shared) == [], "nothing written into \(shared)")
        }
    }

    /// A 1 GiB session.json or recent-cities.json (sparse) is refused unread: tern starts at once,
    /// with defaults and a line naming the file (was: read whole, 6 s of blank screen, 1.06 GB RSS).
    @Test(arguments: ["session.json", "recent-cities.json"])
    func aStateFileOverItsCapIsRefusedAndTernStartsAtOnce(name: String) throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stateFolder = folder.appendingPathComponent("state/tern").path
        try FileManager.default.createDirectory(atPath: stateFolder, withIntermediateDirectories: true)
        let file = stateFolder + "/" + name
        try #require(FileManager.default.createFile(atPath: file, contents: Data()))
        try #require(truncate(file, 1 << 30) == 0)
        let session = try TmuxSession.onSampleData(environment: Self.environment(folder))
        try Self.waitForNotice(session, "is larger than 64 KiB")
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try session.hideNoticeThenQuit(banner: "is larger than")
    }

    /// The temporaries an atomic write leaves when tern is killed mid-write (`.dat.nosync…` from
    /// Foundation's writes before, `.tern-tmp-PID-…` now, the cache's `.UUID.tmp`) are removed at
    /// the next start (was: they piled up, one per SIGKILL); nothing else in the folders is touched.
    @Test func temporariesAKilledTernLeftAreRemovedAtTheNextStart() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stateFolder = folder.appendingPathComponent("state/tern")
        let cacheFolder = folder.appendingPathComponent("cache/tern")
        for created in [stateFolder, cacheFolder] {
            try FileManager.default.createDirectory(at: created, withIntermediateDirectories: true)
        }
        let leftovers = [
            stateFolder.appendingPathComponent(".dat.nosyncab12.Xy9z"),
            stateFolder.appendingPathComponent(".tern-tmp-\(Int32.max - 1)-1f"),
            cacheFolder.appendingPathComponent(".0F8F4D2C-1B2A-4C3D-9E8F-0123456789AB.tmp"),
        ]
        let kept = [stateFolder.appendingPathComponent("notes.txt"), cacheFolder.appendingPathComponent(".keep")]
        for file in leftovers + kept { try Data("x".utf8).write(to: file) }
        let session = try TmuxSession.onSampleData(environment: Self.environment(folder))
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try session.send("q")
        #expect(try session.waitForExit() == 0)
        for file in leftovers {
            #expect(!FileManager.default.fileExists(atPath: file.path), "\(file.lastPathComponent)")
        }
        for file in kept { #expect(FileManager.default.fileExists(atPath: file.path), "\(file.lastPathComponent)") }
    }
}
