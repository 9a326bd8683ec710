import Glibc

/// The user's home folder, for the folders an app keeps below it (`~/.local/state`, `~/.cache`,
/// `~/.config`): `HOME` when it holds an absolute path, else — `HOME` unset, empty or relative — the
/// passwd entry's (`getpwuid`), as OpenSSH and git find it. Never the current directory.
public enum HomeFolder {
    /// Where a user without a home folder has one by Debian's convention: a path that does not
    /// exist, so nothing is written anywhere shared.
    public static let nowhere = "/nonexistent"

    /// The home folder for `environment`.
    public static func path(environment: [String: String]) -> String {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        return passwdEntry() ?? nowhere
    }

    /// The home folder the passwd entry of the real user names, if any.
    private static func passwdEntry() -> String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        let path = String(cString: directory)
        return path.hasPrefix("/") ? path : nil
    }
}
