import Foundation
import Glibc
import Logging
import Networking
import Synchronization
import TerminalCore
import Testing

@testable import Configuration

@Suite struct FileLogHandlerTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tern-log-\(UUID().uuidString)")

    private func makeFolder() throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func appendsOneLinePerMessageToAnOwnerOnlyFile() throws {
        let path = try makeFolder().appendingPathComponent("tern.log").path
        defer { try? FileManager.default.removeItem(at: folder) }
        let logger = Logger(label: "tern.http", factory: FileLogHandler.factory(file: try LogFile(path: path)))
        logger.info("GET http://127.0.0.1/x?appid=*** → 200", metadata: ["status": "200"])
        logger.debug("not at info level")
        logger.warning("two\nlines")
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix("info tern.http: GET http://127.0.0.1/x?appid=*** → 200 status=200") == true)
        #expect(lines.last?.hasSuffix("warning tern.http: two lines") == true)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    /// Issue 25: the log can be shown in a terminal (`tail -f`): a server's escape sequences are
    /// U+FFFD, and every configured secret (a URL password, a key a server echoed) is `***`.
    @Test func linesAreSanitizedAndSecretsMasked() throws {
        let path = try makeFolder().appendingPathComponent("tern.log").path
        defer { try? FileManager.default.removeItem(at: folder) }
        let redactor = SecretRedactor(secrets: ["hunter2secret", "0123456789abcdef"])
        let logger = Logger(
            label: "tern", factory: FileLogHandler.factory(file: try LogFile(path: path), redactor: redactor))
        logger.warning(
            "GET http://bob:hunter2secret@host/ failed: \u{1B}]52;c;b3duZWQ=\u{07}\u{9B}2J",
            metadata: ["body": "App-Id: 0123456789abcdef\u{1B}[2J"])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("hunter2secret") && !text.contains("0123456789abcdef"))
        #expect(
            text.hasSuffix(
                "warning tern: GET http://bob:***@host/ failed: \u{FFFD}]52;c;b3duZWQ=\u{FFFD}\u{FFFD}2J "
                    + "body=App-Id: ***\u{FFFD}[2J\n"))
        #expect(text.unicodeScalars.filter { TextSanitizer.isControl($0) } == ["\n"])
    }

    @Test func theLevelChoosesWhatIsWritten() throws {
        let path = try makeFolder().appendingPathComponent("tern.log").path
        defer { try? FileManager.default.removeItem(at: folder) }
        let logger = Logger(
            label: "tern", factory: FileLogHandler.factory(file: try LogFile(path: path), level: .debug))
        logger.trace("not written")
        logger.debug("written")
        #expect(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count == 1)
    }

    /// Every write to /dev/full fails with ENOSPC: each line is dropped and counted, nothing
    /// crashes, and the failure is reported exactly once.
    @Test func failedWritesAreCountedAndReportedOnce() throws {
        let reports = Mutex<[String]>([])
        let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        let file = LogFile(descriptor: descriptor, path: "/dev/full") { message in
            reports.withLock { $0.append(message) }
        }
        let logger = Logger(label: "tern", factory: FileLogHandler.factory(file: file))
        for index in 0..<5 { logger.info("line \(index)") }
        #expect(file.droppedLines == 5)
        let seen = reports.withLock { $0 }
        #expect(seen.count == 1)
        #expect(seen.first?.contains("cannot write the log /dev/full") == true)
        #expect(seen.first?.contains("No space left on device") == true)
    }

    @Test func aDeviceADirectoryAndAFIFOAreRefusedWithoutBlocking() throws {
        let fifo = try makeFolder().appendingPathComponent("fifo").path
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(mkfifo(fifo, 0o600) == 0)
        for (path, kind) in [("/dev/full", "a device"), (folder.path, "a directory"), (fifo, "a FIFO")] {
            #expect(throws: LogFileError.notARegularFile(path: path, kind: kind)) { try LogFile(path: path) }
        }
        #expect(
            LogFileError.notARegularFile(path: fifo, kind: "a FIFO").description
                == "the log \(fifo) is a FIFO, not a regular file; logging is off")
    }

    @Test func aLogInAMissingFolderIsRefusedWithTheReason() throws {
        let path = folder.appendingPathComponent("missing/tern.log").path
        #expect(throws: LogFileError.cannotOpen(path: path, reason: "No such file or directory")) {
            try LogFile(path: path)
        }
    }

    /// Past the cap the file is renamed to `.1` (replacing an older one) and a new one begins, so
    /// the two never hold much more than twice the cap.
    @Test func theLogRotatesOnceAtItsSizeCap() throws {
        let path = try makeFolder().appendingPathComponent("tern.log").path
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try LogFile(path: path, maxBytes: 100)
        let line = String(repeating: "x", count: 39) + "\n"
        for _ in 0..<10 { file.write(line) }
        let current = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
        let rotated = try FileManager.default.attributesOfItem(atPath: path + ".1")[.size] as? Int
        #expect(current == 80)
        #expect(rotated == 80)
        #expect(file.droppedLines == 0)
        #expect(!FileManager.default.fileExists(atPath: path + ".2"))
    }

    @Test func theDefaultLogIsInTheStateFolder() {
        #expect(
            AppConfiguration.defaultLogFile(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/a"])
                == "/x/state/tern/tern.log")
        #expect(
            AppConfiguration.defaultLogFile(environment: ["HOME": "/home/a"]) == "/home/a/.local/state/tern/tern.log")
        #expect(
            AppConfiguration.defaultLogFile(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/a"])
                == "/home/a/.local/state/tern/tern.log")
    }

    /// Issue 25: a log that is a symbolic link — to a file tern does not own, or to nowhere — is
    /// refused with a line naming it, and nothing is written through it (nor is the link's target created).
    @Test func aLogThatIsASymbolicLinkIsRefusedAndNothingIsWrittenThroughIt() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("someone-elses.txt").path
        try Data("theirs\n".utf8).write(to: URL(fileURLWithPath: victim))
        let link = folder.appendingPathComponent("tern.log").path
        try #require(symlink(victim, link) == 0)
        #expect(throws: LogFileError.symbolicLink(path: link)) { try LogFile(path: link) }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "theirs\n")
        let dangling = folder.appendingPathComponent("dangling.log").path
        try #require(symlink(folder.appendingPathComponent("created-through-link").path, dangling) == 0)
        #expect(throws: LogFileError.symbolicLink(path: dangling)) { try LogFile(path: dangling) }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("created-through-link").path))
        #expect(
            LogFileError.symbolicLink(path: link).description
                == "the log \(link) is a symbolic link, which tern does not follow; logging is off")
    }

    /// Issue 25: an empty `HOME` is as good as unset — the passwd entry's home, never the current
    /// directory.
    @Test func anEmptyHomeFallsBackToThePasswdEntryNotTheCurrentDirectory() {
        let log = AppConfiguration.defaultLogFile(environment: ["HOME": ""])
        #expect(log.hasPrefix("/"))
        #expect(!log.hasPrefix(FileManager.default.currentDirectoryPath + "/.local"))
        #expect(log.hasSuffix("/.local/state/tern/tern.log"))
    }
}
