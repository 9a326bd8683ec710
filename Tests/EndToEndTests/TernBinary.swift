import Foundation

/// Where the built `tern` executable is: `TERN_BINARY`, else `.build/debug/tern` in the package
/// this test file belongs to (`make test` builds it first).
enum TernBinary {
    static var path: String {
        if let configured = ProcessInfo.processInfo.environment["TERN_BINARY"], !configured.isEmpty {
            return configured
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent(".build/debug/tern").path
    }

    static var exists: Bool { FileManager.default.isExecutableFile(atPath: path) }
}
