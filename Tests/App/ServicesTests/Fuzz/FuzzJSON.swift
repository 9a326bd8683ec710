import Foundation

/// A JSON document as a mutable tree for the structure-level fuzzer.
///
/// Numbers and strings keep their raw source text so the mutator can write tokens that no
/// `Encodable` value produces: `1e999`, `-0`, 400-digit integers, lone surrogate escapes (`"\ud800"`),
/// raw invalid UTF-8 inside a string.
indirect enum FuzzJSON: Decodable {
    case null
    case bool(Bool)
    /// The number token exactly as written.
    case number(String)
    /// The string's bytes between the quotes, already escaped.
    case string([UInt8])
    case array([FuzzJSON])
    /// Members in order; each key is stored as its escaped bytes, like `string`.
    case object([(key: [UInt8], value: FuzzJSON)])
    /// `value` wrapped in `depth` levels of `[…]` or `{"a":…}`, kept as one node so the tree (and the
    /// fuzzer's own recursion over it) stays shallow however deep the written JSON is.
    case nested(depth: Int, inArrays: Bool, FuzzJSON)

    /// A string value with JSON escaping applied to `text`.
    static func text(_ text: String) -> FuzzJSON {
        .string(Array(escaped(text).utf8))
    }

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var elements: [FuzzJSON] = []
            while !array.isAtEnd {
                elements.append(try array.decode(FuzzJSON.self))
            }
            self = .array(elements)
        } else if let object = try? decoder.container(keyedBy: AnyKey.self) {
            self = .object(
                try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
                    (Array(FuzzJSON.escaped(key.stringValue).utf8), try object.decode(FuzzJSON.self, forKey: key))
                })
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let flag = try? single.decode(Bool.self) {
                self = .bool(flag)
            } else if let text = try? single.decode(String.self) {
                self = .text(text)
            } else if let whole = try? single.decode(Int.self) {
                self = .number(String(whole))
            } else {
                self = .number("\(try single.decode(Double.self))")
            }
        }
    }

    /// The document as UTF-8 bytes (the string bytes are copied as they are, valid or not).
    var bytes: Data {
        var output: [UInt8] = []
        output.reserveCapacity(64 * 1_024)
        write(into: &output)
        return Data(output)
    }

    private func write(into output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let raw): output.append(contentsOf: raw.utf8)
        case .string(let raw):
            output.append(UInt8(ascii: "\""))
            output.append(contentsOf: raw)
            output.append(UInt8(ascii: "\""))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.write(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                FuzzJSON.string(member.key).write(into: &output)
                output.append(UInt8(ascii: ":"))
                member.value.write(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .nested(let depth, let inArrays, let value):
            for _ in 0..<depth { output.append(contentsOf: (inArrays ? "[" : "{\"a\":").utf8) }
            value.write(into: &output)
            output.append(contentsOf: repeatElement(UInt8(ascii: inArrays ? "]" : "}"), count: depth))
        }
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
