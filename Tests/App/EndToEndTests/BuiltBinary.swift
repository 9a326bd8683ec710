import Foundation

/// Where an executable the end-to-end tests run was built: the path in the environment variable
/// `variable` when set, else `relativePath` inside the package this test file belongs to (the
/// nearest folder above it with a `Package.swift`).
enum BuiltBinary {
    static func path(variable: String, relativePath: String) -> String {
        if let configured = ProcessInfo.processInfo.environment[variable], !configured.isEmpty {
            return configured
        }
        var packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while packageRoot.path != "/",
            !FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("Package.swift").path)
        {
            packageRoot = packageRoot.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(relativePath).path
    }
}
