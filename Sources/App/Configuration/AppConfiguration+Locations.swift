import Foundation

extension AppConfiguration {
    /// What tern must remember between runs, and its log: `$XDG_STATE_HOME/tern` when that variable
    /// holds an absolute path, else `~/.local/state/tern`.
    public static func stateDirectory(environment: [String: String]) -> URL {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("tern", isDirectory: true)
        }
        return homeDirectory(environment: environment).appendingPathComponent(".local/state/tern", isDirectory: true)
    }

    /// The log when none is configured: `tern.log` in `stateDirectory(environment:)`.
    public static func defaultLogFile(environment: [String: String]) -> String {
        stateDirectory(environment: environment).appendingPathComponent("tern.log").path
    }

    /// Creates `directory` and its missing parents with mode 0700, and makes `directory` itself 0700
    /// when it already exists (it holds tern's private files). Errors are left to the first write.
    public static func preparePrivateDirectory(_ directory: URL) {
        try? FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
    }

    static func homeDirectory(environment: [String: String]) -> URL {
        environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
    }
}
