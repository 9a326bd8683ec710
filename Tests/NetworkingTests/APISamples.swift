import Foundation
import Testing

/// The real provider responses in `shared/api-samples`, beside the package's clone.
enum APISamples {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // NetworkingTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/api-samples", isDirectory: true)

    /// The sample named `name`; records a clear issue when the folder is missing.
    static func data(_ name: String) throws -> Data {
        let file = directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: file.path) else {
            Issue.record("API sample \(name) is missing: expected shared/api-samples beside the package at \(directory.path)")
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: file)
    }
}
