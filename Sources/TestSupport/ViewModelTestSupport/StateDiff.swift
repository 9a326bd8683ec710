/// The fields in which two values differ, for a failed state check: one `−` expected / `+` actual
/// pair per differing field, each under its path (`.record`, `.rows[3].name`, `.phase(loading).last`).
///
/// Walks both values with `Mirror` while they have the same shape — structs and tuples with the
/// same fields, collections of the same length, the same enum case — and prints the smallest parts
/// whose descriptions differ.
enum StateDiff {
    static func lines(expected: Any, actual: Any) -> String {
        var out: [String] = []
        compare(expected, actual, path: "", into: &out)
        if out.isEmpty {
            out = ["  − \(String(describing: expected))", "  + \(String(describing: actual))"]
        }
        return out.joined(separator: "\n")
    }

    private static func compare(_ expected: Any, _ actual: Any, path: String, into out: inout [String]) {
        let expectedText = String(describing: expected)
        let actualText = String(describing: actual)
        guard expectedText != actualText else { return }
        if let pairs = sameShapeChildren(expected, actual) {
            let before = out.count
            for (label, expectedChild, actualChild) in pairs {
                compare(expectedChild, actualChild, path: path + label, into: &out)
            }
            if out.count > before { return }
        }
        out.append("\(path.isEmpty ? "(the whole state)" : path):")
        out.append("  − \(expectedText)")
        out.append("  + \(actualText)")
    }

    /// The children to compare one by one, with their path parts, when both values have the same shape.
    private static func sameShapeChildren(_ expected: Any, _ actual: Any) -> [(String, Any, Any)]? {
        let left = Mirror(reflecting: expected)
        let right = Mirror(reflecting: actual)
        guard left.displayStyle == right.displayStyle, left.children.count == right.children.count,
            !left.children.isEmpty
        else { return nil }
        let pairs = Array(zip(left.children, right.children))
        switch left.displayStyle {
        case .struct?, .class?, .tuple?:
            guard pairs.allSatisfy({ $0.label == $1.label }) else { return nil }
            return pairs.enumerated().map { index, pair in
                (".\(pair.0.label ?? String(index))", pair.0.value, pair.1.value)
            }
        case .collection?:
            return pairs.enumerated().map { index, pair in ("[\(index)]", pair.0.value, pair.1.value) }
        case .optional?:
            return pairs.map { ("?", $0.value, $1.value) }
        case .enum?:
            guard let (left, right) = pairs.first, left.label == right.label else { return nil }
            return [("(\(left.label ?? ""))", left.value, right.value)]
        default:
            return nil
        }
    }
}
