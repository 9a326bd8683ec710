import FoundationEssentials
import PrivateFiles

/// One small file of user state (`session.json`, `recent-cities.json`): read whole up to
/// `maximumBytes`, written atomically (`PrivateFile`: a temporary created exclusively in the same
/// folder and renamed over the old one, so a crash never leaves half a file), the file 0600 and its
/// folder, created on first write, 0700. A symbolic link is never read or written through. Failures
/// are swallowed here — losing a remembered preference must never stop tern — and said once at
/// start (`refusal`).
struct PrivateStateFile: Sendable {
    /// The cap on a state file: the real ones hold a few dozen bytes.
    static let maximumBytes = 64 << 10

    let url: URL

    private var file: PrivateFile { PrivateFile(path: url.path, maximumBytes: Self.maximumBytes) }

    /// The file's bytes, or nil when it is missing, refused or unreadable.
    func read() -> Data? {
        (try? file.read()).flatMap { $0.map { Data($0) } }
    }

    /// Replaces the file's contents with `data`.
    func write(_ data: Data) {
        try? file.write(data)
    }

    /// Why the file would be refused (a symbolic link, not a regular file, over `maximumBytes`), in
    /// one line; `nil` when it is missing or fine.
    var refusal: String? {
        file.check().map { "\($0); using defaults" }
    }
}
