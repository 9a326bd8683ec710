import Configuration

/// What tern's man page says that `--experimental-dump-help` does not hold, made from the same
/// definitions tern runs on: `tern-manual` writes it into the page (decision 1201).
public enum TernManual {
    /// The CONFIGURATION section's entries: every config-file key (`ConfigFileKey.all`, then each
    /// contributed section's secret) with what it sets and its default.
    public static var configuration: [(tag: String, text: String)] {
        let sectionKeys = SectionFeatures.all.map {
            ConfigFileKey($0.options.secretKey, defaultValue: "none", meaning: "\($0.title) provider key (secret)")
        }
        return (ConfigFileKey.all + sectionKeys).map { ($0.name, "\($0.meaning). Default: \($0.defaultValue).") }
    }
}
