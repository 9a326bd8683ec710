import Foundation

/// The real provider responses in `shared/api-samples` (see its README.md), for fixture replies in
/// the tests of any target.
///
/// The folder sits beside the package's clone (`<root>/../shared/api-samples`); the nearest ancestor
/// folder holding `shared/api-samples` is used, so git worktrees one level deeper find it too.
public enum APISamples {
    public static let directory: URL = {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // NetworkingTestSupport
            .deletingLastPathComponent()  // TestSupport
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()  // package root
        var folder = packageRoot.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/api-samples", isDirectory: true)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/api-samples", isDirectory: true)
    }()

    /// The bytes of the sample named `name`, e.g. `owm-forecast-london.json`.
    /// - Throws: `APISampleMissing` naming the folder that was expected.
    public static func data(_ name: String) throws -> Data {
        let file = directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw APISampleMissing(name: name, directory: directory.path)
        }
        return try Data(contentsOf: file)
    }

    /// A fixture reply serving the sample named `name` with `status`.
    public static func reply(_ name: String, status: Int = 200) throws -> FixtureReply {
        FixtureReply(status: status, body: try data(name))
    }
}

/// Thrown when an API sample is not where the tests expect it.
public struct APISampleMissing: Error, CustomStringConvertible {
    public var name: String
    public var directory: String

    public var description: String {
        "API sample \(name) is missing: expected shared/api-samples beside the package clone, at \(directory)"
    }
}
