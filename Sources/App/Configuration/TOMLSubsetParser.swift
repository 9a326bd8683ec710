/// Reads the small part of TOML that tern's config file uses, keeping the line of every value.
///
/// Supports `[table]` and dotted `[table.sub]` headers, `key = value` with bare keys, basic `"strings"`
/// (with `\" \\ \n \t \uXXXX` escapes), literal `'strings'`, integers, floats, booleans, one-line
/// arrays of those (`["n", "Down"]`) and `#` comments. Anything else is reported as a problem on its line. See docs/decisions/0400-small-toml-parser.md for why not TOMLKit.
struct TOMLSubsetParser {
    enum Value: Equatable {
        case string(String)
        case integer(Int)
        case float(Double)
        case boolean(Bool)
        /// A one-line array of the values above: `["n", "Down", "Ctrl-N"]`.
        case array([Value])
    }

    struct Entry: Equatable {
        /// The table the key is in; "" for keys before the first header.
        var table: String
        var key: String
        var value: Value
        var line: Int
    }

    struct Problem: Equatable {
        var line: Int
        var message: String
    }

    private(set) var entries: [Entry] = []
    private(set) var problems: [Problem] = []

    init(text: String) {
        var table = ""
        var seen: Set<String> = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = Self.strippingComment(Substring(rawLine)).trimmingWhitespace()
            if line.isEmpty { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]"), !line.hasPrefix("[["),
                    case let name = line.dropFirst().dropLast().trimmingWhitespace(),
                    name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({
                        Self.isBareKey($0.trimmingWhitespace())
                    })
                else {
                    problems.append(Problem(line: lineNumber, message: "malformed table header \(line)"))
                    continue
                }
                table = name.split(separator: ".").map { String($0.trimmingWhitespace()) }.joined(separator: ".")
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                problems.append(Problem(line: lineNumber, message: "expected key = value"))
                continue
            }
            let key = line[..<equals].trimmingWhitespace()
            guard Self.isBareKey(key) else {
                problems.append(Problem(line: lineNumber, message: "malformed key \"\(key)\""))
                continue
            }
            let qualified = table.isEmpty ? String(key) : "\(table).\(key)"
            guard let value = Self.value(line[line.index(after: equals)...].trimmingWhitespace()) else {
                problems.append(Problem(line: lineNumber, message: "cannot read the value of \(qualified)"))
                continue
            }
            guard seen.insert(qualified).inserted else {
                problems.append(Problem(line: lineNumber, message: "\(qualified) is set twice"))
                continue
            }
            entries.append(Entry(table: table, key: String(key), value: value, line: lineNumber))
        }
    }

    private static func isBareKey(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
    }

    /// The line up to a `#` that is not inside a string.
    private static func strippingComment(_ line: Substring) -> Substring {
        line[..<(indices(of: "#", outsideStringsIn: line).first ?? line.endIndex)]
    }

    /// Where `target` occurs in `text` outside `"…"` and `'…'` strings.
    private static func indices(of target: Character, outsideStringsIn text: Substring) -> [Substring.Index] {
        var found: [Substring.Index] = []
        var quote: Character?
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if escaped {
                    escaped = false
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else if character == open {
                    quote = nil
                }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == target {
                found.append(index)
            }
        }
        return found
    }

    private static func value(_ text: Substring) -> Value? {
        if text.first == "[" {
            guard text.count >= 2, text.last == "]" else { return nil }
            return elements(of: text.dropFirst().dropLast()).map(Value.array)
        }
        if text == "true" { return .boolean(true) }
        if text == "false" { return .boolean(false) }
        if text.count >= 2, text.first == "'", text.last == "'" {
            let inner = text.dropFirst().dropLast()
            return inner.contains("'") ? nil : .string(String(inner))
        }
        if text.count >= 2, text.first == "\"", text.last == "\"" {
            return basicString(text.dropFirst().dropLast()).map(Value.string)
        }
        let digits = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "_" }))
        if let integer = Int(digits) { return .integer(integer) }
        if let float = Double(digits), float.isFinite, digits.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
            return .float(float)
        }
        return nil
    }

    /// The values of an array's inside (`"n", "Down"`), split at the commas outside strings; a
    /// trailing comma is allowed, a nested array or an empty element is not.
    private static func elements(of inner: Substring) -> [Value]? {
        var values: [Value] = []
        var start = inner.startIndex
        for end in indices(of: ",", outsideStringsIn: inner) + [inner.endIndex] {
            let element = inner[start..<end].trimmingWhitespace()
            start = end < inner.endIndex ? inner.index(after: end) : end
            if element.isEmpty {
                // Only after a trailing comma, or in an empty array.
                guard end == inner.endIndex else { return nil }
                continue
            }
            guard element.first != "[", let value = value(element) else { return nil }
            values.append(value)
        }
        return values
    }

    private static func basicString(_ inner: Substring) -> String? {
        var result = ""
        var iterator = inner.makeIterator()
        while let character = iterator.next() {
            switch character {
            case "\"":
                return nil
            case "\\":
                switch iterator.next() {
                case "\"": result.append("\"")
                case "\\": result.append("\\")
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "u":
                    let hex = String((0..<4).compactMap { _ in iterator.next() })
                    guard hex.count == 4, let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                        return nil
                    }
                    result.unicodeScalars.append(scalar)
                default:
                    return nil
                }
            default:
                result.append(character)
            }
        }
        return result
    }
}

extension Substring {
    fileprivate func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[start...end]
    }
}
