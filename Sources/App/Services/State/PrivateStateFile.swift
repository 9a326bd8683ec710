import Foundation

/// One small file of user state: read whole, written atomically (a temporary file renamed over the
/// old one, so a crash never leaves half a file), the file 0600 and its folder, created on first
/// write, 0700. Failures to write are swallowed: losing a remembered preference must never stop tern.
struct PrivateStateFile: Sendable {
    let url: URL

    /// The file's bytes, or nil when it is missing or unreadable.
    func read() -> Data? {
        try? Data(contentsOf: url)
    }

    /// Replaces the file's contents with `data`.
    func write(_ data: Data) {
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        try? data.write(to: url, options: .atomic)
        try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    }
}
