/// The version `tern --version` prints: the one place a release changes it (CHANGELOG.md has a
/// section per version; `.ci/run` checks that this one has its section).
public enum TernVersion {
    public static let current = "0.1.0"
}
