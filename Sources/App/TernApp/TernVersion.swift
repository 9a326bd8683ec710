import CBuildInfo

/// The version `tern --version` prints: the one place a release changes it (CHANGELOG.md has a
/// section per version; `.ci/run` checks that this one has its section), with the commit and the
/// day of the build, compiled in (`CBuildInfo`, written by `make`; never looked up at run time).
public enum TernVersion {
    public static let current = "0.1.0"

    /// What `tern --version` prints: "tern 0.1.0 (commit 1a2b3c4d5e6f, built 2026-11-28)", the
    /// version first, as `fzf` and `bat` print theirs. A build `make` did not prepare (a plain
    /// `swift build`) says "commit unknown, build date unknown".
    public static var description: String {
        description(commit: String(cString: tern_build_commit()), date: String(cString: tern_build_date()))
    }

    /// Whose data tern carries, as its licence asks: the bundled cities (decision 2200).
    public static let dataAttribution = "City data: GeoNames (geonames.org), CC BY 4.0; Unicode CLDR, Unicode licence"

    /// What `tern --version` prints: `description`, then `dataAttribution` on a line of its own.
    public static var text: String { description + "\n" + dataAttribution }

    /// The line for a build from `commit` on `date` ("" for either: unknown).
    static func description(commit: String, date: String) -> String {
        let commit = commit.isEmpty ? "commit unknown" : "commit \(commit)"
        let date = date.isEmpty ? "build date unknown" : "built \(date)"
        return "tern \(current) (\(commit), \(date))"
    }

    /// The User-Agent of every request tern sends: "tern/0.1.0", as curl sends "curl/8.5.0".
    public static var userAgent: String { "tern/\(current)" }
}
