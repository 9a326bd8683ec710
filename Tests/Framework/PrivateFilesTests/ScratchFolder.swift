import Foundation
import Glibc

/// A fresh folder under the system's temporary folder for one test, removed when it goes.
final class ScratchFolder {
    /// The folder at an existing `path` (not removed).
    init(path: String) {
        self.path = path
        owned = false
    }

    private let owned: Bool
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("tern-files-\(UUID().uuidString)").path
        owned = true
        mkdir(path, 0o700)
    }

    deinit { if owned { try? FileManager.default.removeItem(atPath: path) } }

    /// The path of `name` inside.
    func file(_ name: String) -> String { path + "/" + name }

    /// The mode bits of `path` (not following a link).
    static func mode(_ path: String) -> mode_t {
        var status = stat()
        lstat(path, &status)
        return status.st_mode & 0o7777
    }

    /// The names inside, sorted.
    var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    /// `text` written to `path`.
    static func write(_ text: String, to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// What `path` holds, as text.
    static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
