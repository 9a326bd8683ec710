import TerminalCore

/// One value of a `--json` or `--jsonl` document: what `ReportJSON` builds its documents of
/// (strings, integers, numbers, booleans, `ReportJSONValue.null`, arrays and dictionaries of them),
/// and the writer that prints them as jq does.
///
/// `pretty` is jq's default layout (`jq .`, `gh … --json` piped): two-space indent, `"key": value`,
/// `[]` and `{}` for empty containers; `compact` is `jq -c`'s, one line per value. Object keys are
/// sorted by code point. Strings escape `"`, `\`, `\b \t \n \f \r` as jq does, and every other
/// scalar that could drive a terminal (`TextSanitizer.isControl`: C0 and C1 controls, DEL,
/// bidirectional formatting characters) as `\uXXXX`, so the data stays exact and `cat` stays safe.
/// A number that is not finite (JSON has no such number) is `null`.
enum ReportJSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case text(String)
    case array([ReportJSONValue])
    case object([String: ReportJSONValue])

    /// The value `any` stands for; anything else is a programming error.
    init(_ any: Any) {
        switch any {
        case let value as ReportJSONValue: self = value
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .integer(value)
        case let value as Double: self = .number(value)
        case let value as String: self = .text(value)
        case let value as [Any]: self = .array(value.map(ReportJSONValue.init))
        case let value as [String: Any]: self = .object(value.mapValues(ReportJSONValue.init))
        default: preconditionFailure("ReportJSON builds only JSON-compatible values, not \(type(of: any))")
        }
    }

    /// The value as jq prints it (`jq .`), without a final newline; `level` is the indent of the
    /// line the value starts on, for a value written inside a document being streamed.
    func pretty(level: Int = 0) -> String {
        var text = ""
        write(to: &text, indent: level)
        return text
    }

    /// The value on one line, as `jq -c` prints it, without a final newline.
    var compact: String {
        var text = ""
        write(to: &text, indent: nil)
        return text
    }

    /// The value at `field` (a dotted key path) as a `--format` code prints it: a string as it is,
    /// a number as in the JSON, an array's elements joined by ", ", and "–" for `null`.
    func plainText(at field: String) -> String {
        var value = self
        for key in field.split(separator: ".") {
            guard case .object(let members) = value, let member = members[String(key)] else { return "–" }
            value = member
        }
        switch value {
        case .null, .object: return "–"
        case .text(let text): return text
        case .array(let elements): return elements.map { $0.plainText(at: "") }.joined(separator: ", ")
        default: return value.compact
        }
    }

    /// Appends the value to `text`; `indent` is the nesting level in pretty output, `nil` compact.
    private func write(to text: inout String, indent: Int?) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .integer(let value): text += String(value)
        case .number(let value): text += Self.number(value)
        case .text(let value): Self.writeString(value, to: &text)
        case .array(let values):
            writeContainer(open: "[", close: "]", count: values.count, to: &text, indent: indent) { index, text in
                values[index].write(to: &text, indent: indent.map { $0 + 1 })
            }
        case .object(let values):
            let keys = values.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            writeContainer(open: "{", close: "}", count: keys.count, to: &text, indent: indent) { index, text in
                Self.writeString(keys[index], to: &text)
                text += indent == nil ? ":" : ": "
                values[keys[index]]!.write(to: &text, indent: indent.map { $0 + 1 })
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, to text: inout String, indent: Int?,
        element: (Int, inout String) -> Void
    ) {
        text += open
        guard count > 0 else {
            text += close
            return
        }
        for index in 0..<count {
            if index > 0 { text += "," }
            if let indent { text += "\n" + String(repeating: "  ", count: indent + 1) }
            element(index, &text)
        }
        if let indent { text += "\n" + String(repeating: "  ", count: indent) }
        text += close
    }

    /// "9" for 9.0 (as jq prints it), "0.1", "1e-05"; `null` when not finite.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e17 { return String(Int(value)) }
        return value.description
    }

    /// `string` as a JSON string literal. The text between escapes is appended in runs, not scalar
    /// by scalar: 100,000 users are written in a stream (decision 2210).
    static func writeString(_ string: String, to text: inout String) {
        text += "\""
        if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            text += string
        } else {
            let scalars = string.unicodeScalars
            var run = scalars.startIndex
            var index = run
            while index != scalars.endIndex {
                let next = scalars.index(after: index)
                if let escape = escape(scalars[index]) {
                    text += Substring(scalars[run..<index])
                    text += escape
                    run = next
                }
                index = next
            }
            text += Substring(scalars[run...])
        }
        text += "\""
    }

    /// How `scalar` is written inside a string literal, or nil when it is written as it is.
    private static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\u{08}": return "\\b"
        case "\u{0C}": return "\\f"
        case _ where TextSanitizer.isControl(scalar):
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: return nil
        }
    }
}
