import Foundation
import TerminalCore
import TerminalTestSupport
import Testing

/// `assertSnapshot`'s own failures, against a throwaway test file path in a temporary folder:
/// a missing snapshot is recorded and fails, a different one fails with a diff, an equal one passes.
@Suite struct AssertSnapshotTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
    private var testFile: String { folder.appendingPathComponent("FakeTests.swift").path }

    private func buffer(_ text: String) -> Buffer {
        var buffer = Buffer(size: Size(width: 12, height: 2))
        buffer.write(text, x: 0, y: 0)
        return buffer
    }

    /// Runs `body` expecting it to fail, and only with a message containing every one of `parts`
    /// (`withKnownIssue` fails the test when no such issue is recorded, and records any other).
    private func expectFailure(containing parts: String..., in body: () -> Void) {
        withKnownIssue {
            body()
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined(separator: "\n")
            return parts.allSatisfy(message.contains)
        }
    }

    @Test func aMissingSnapshotIsRecordedThenMatchesThenADifferenceFailsWithADiff() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        expectFailure(containing: "recorded new snapshot, re-run") {
            assertSnapshot(of: buffer("hello"), named: "greeting", filePath: testFile)
        }
        let stored = folder.appendingPathComponent("__Snapshots__/FakeTests/greeting.txt")
        #expect(try String(contentsOf: stored, encoding: .utf8) == BufferSnapshot.text(of: buffer("hello")))

        assertSnapshot(of: buffer("hello"), named: "greeting", filePath: testFile)

        expectFailure(containing: "snapshot greeting differs", "hello", "help") {
            assertSnapshot(of: buffer("help"), named: "greeting", filePath: testFile)
        }
    }

    @Test func anUnwritableSnapshotFolderIsReported() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A regular file where the test file's folder should be: no snapshot folder can be made in it.
        let blocker = folder.appendingPathComponent("blocker")
        try Data().write(to: blocker)
        expectFailure(containing: "could not write snapshot") {
            assertSnapshot(
                of: buffer("x"), named: "n", filePath: blocker.appendingPathComponent("FakeTests.swift").path)
        }
    }
}
