import Foundation
import Testing

/// The real provider responses in `shared/api-samples`, which sits beside the package's clone
/// (`<root>/../shared`); the nearest ancestor folder holding `shared/api-samples` is used, so git
/// worktrees one level deeper find it too.
enum APISamples {
    static let directory: URL = {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // NetworkingTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
        var folder = packageRoot.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/api-samples", isDirectory: true)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/api-samples", isDirectory: true)
    }()

    /// The sample named `name`; records a clear issue when the folder is missing.
    static func data(_ name: String) throws -> Data {
        let file = directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: file.path) else {
            Issue.record(
                "API sample \(name) is missing: expected shared/api-samples beside the package at \(directory.path)")
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: file)
    }
}
