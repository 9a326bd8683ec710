/// A `--json` document whose one array (`"users"`, `"movies"`) is written element by element as the
/// items load, so memory stays flat however many there are: `head`, each `element`, then `tail`
/// print, in pieces, exactly what `ReportJSONValue.pretty()` prints for the whole document.
struct ReportJSONStream {
    /// The keys around the array, sorted with it.
    let envelope: [String: ReportJSONValue]
    /// The array's key.
    let arrayKey: String

    /// "{", the keys that sort before the array's, and the array's opening.
    var head: String {
        var text = "{"
        for key in sortedKeys.prefix(while: { $0 != arrayKey }) { text += member(key) + "," }
        return text + "\n  " + key(arrayKey) + ": ["
    }

    /// The element `value`; `isFirst` for the first one, which no comma precedes.
    func element(_ value: ReportJSONValue, isFirst: Bool) -> String {
        (isFirst ? "" : ",") + "\n    " + value.pretty(level: 2)
    }

    /// The array's end after `count` elements, the keys that sort after it, and "}" with a newline.
    func tail(count: Int) -> String {
        var text = count == 0 ? "]" : "\n  ]"
        for key in sortedKeys.drop(while: { $0 != arrayKey }).dropFirst() { text += "," + member(key) }
        return text + "\n}\n"
    }

    private var sortedKeys: [String] {
        (Array(envelope.keys) + [arrayKey]).sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }

    private func member(_ name: String) -> String {
        "\n  " + key(name) + ": " + envelope[name]!.pretty(level: 1)
    }

    private func key(_ name: String) -> String {
        var text = ""
        ReportJSONValue.writeString(name, to: &text)
        return text
    }
}
