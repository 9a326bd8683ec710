/// A readable line diff between a stored snapshot and a rendered one.
public enum SnapshotDiff {
    /// Lines that differ, as `-` stored / `+` rendered pairs with their line numbers.
    public static func lines(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : nil
            let after = index < new.count ? String(new[index]) : nil
            guard before != after else { continue }
            if let before { out.append("line \(index + 1) - \(before)") }
            if let after { out.append("line \(index + 1) + \(after)") }
        }
        return out.joined(separator: "\n")
    }
}
