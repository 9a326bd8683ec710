import Foundation
import TerminalCore
import Testing

/// The environment variable that makes `assertSnapshot` overwrite stored snapshots.
public let recordSnapshotsVariable = "TERN_RECORD_SNAPSHOTS"

/// Compares `buffer` with the snapshot stored beside the calling test file.
///
/// The file is `__Snapshots__/<TestFileName>/<name>.txt` in the test file's directory, in the
/// format of `BufferSnapshot.text(of:)` — or, with `colors`, `BufferSnapshot.textWithColors(of:)`. A missing file is recorded and the test fails with
/// "recorded new snapshot, re-run"; with `TERN_RECORD_SNAPSHOTS=1` every file is rewritten and
/// the test fails with "re-recorded". A mismatch fails with a line diff.
public func assertSnapshot(
    of buffer: Buffer,
    named name: String,
    colors: Bool = false,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let actual = colors ? BufferSnapshot.textWithColors(of: buffer) : BufferSnapshot.text(of: buffer)
    let testFile = URL(fileURLWithPath: filePath)
    let directory = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let file = directory.appendingPathComponent("\(name).txt")
    let recording = ProcessInfo.processInfo.environment[recordSnapshotsVariable] == "1"

    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            let verb = recording ? "re-recorded" : "recorded new snapshot, re-run"
            Issue.record("\(verb): \(file.path)", sourceLocation: location)
        } catch {
            Issue.record("could not write snapshot \(file.path): \(error)", sourceLocation: location)
        }
        return
    }
    if expected != actual {
        let message =
            "snapshot \(name) differs (- stored, + rendered); re-record with make record-snapshots\n"
            + SnapshotDiff.lines(expected: expected, actual: actual)
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
}
