import Foundation

/// Where an executable the end-to-end tests run was built: the path in the environment variable
/// `variable` when set, else `relativePath` inside the package this test file belongs to.
enum BuiltBinary {
    static func path(variable: String, relativePath: String) -> String {
        if let configured = ProcessInfo.processInfo.environment[variable], !configured.isEmpty {
            return configured
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent(relativePath).path
    }
}
