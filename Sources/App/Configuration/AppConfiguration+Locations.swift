import FoundationEssentials
import PrivateFiles

extension AppConfiguration {
    /// What tern must remember between runs, and its log: `$XDG_STATE_HOME/tern` when that variable
    /// holds an absolute path, else `~/.local/state/tern` (the home folder as `HomeFolder` finds it).
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

    /// The home folder: `HOME` when it is an absolute path, else the passwd entry's, never the
    /// current directory (`HomeFolder`).
    static func homeDirectory(environment: [String: String]) -> URL {
        URL(fileURLWithPath: HomeFolder.path(environment: environment), isDirectory: true)
    }
}
