import Foundation
import Testing

/// Reads the shared real API samples (`<package>/../shared/api-samples/`, or the nearest ancestor's
/// `shared/api-samples/` when the package is a worktree further down) and this target's own fixtures
/// (`Tests/ServicesTests/Fixtures/`), located from this file's path.
enum Samples {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ServicesTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// A real provider body from the shared samples folder; fails the test clearly when missing.
    static func shared(_ name: String) throws -> Data {
        var folder = packageRoot.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/api-samples/\(name)")
            if FileManager.default.fileExists(atPath: candidate.path) {
                return try read(candidate)
            }
            folder = folder.deletingLastPathComponent()
        }
        return try read(packageRoot.deletingLastPathComponent().appendingPathComponent("shared/api-samples/\(name)"))
    }

    /// A fixture of this test target.
    static func fixture(_ name: String) throws -> Data {
        try read(packageRoot.appendingPathComponent("Tests/ServicesTests/Fixtures/\(name)"))
    }

    private static func read(_ url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            Issue.record("sample file missing: \(url.path) — the real API samples must sit in ../shared/api-samples/")
            throw error
        }
    }
}
