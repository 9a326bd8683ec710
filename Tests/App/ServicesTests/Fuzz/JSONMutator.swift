import Foundation

@testable import Services

/// Structure-level mutations of a parsed JSON document: deleted and renamed keys, swapped value
/// types, extreme numbers, deep nesting, duplicated elements, empty, long and hostile strings.
///
/// Every size is bounded (nesting ≤ 10,000 levels, ≤ 200 extra copies of one element, strings ≤
/// 100,000 characters), so one case's work is bounded by construction rather than by a clock.
struct JSONMutator {
    /// One kind of change, named in failure messages.
    enum Operation: String, CaseIterable {
        case deleteKey, renameKey, addKey, duplicateKey, swapType, extremeNumber, nestDeeply
        case duplicateElements, shuffleArray, emptyString, longString, unicodeOddity
    }

    /// Numbers (and numeric strings) that break naive conversions.
    static let extremeNumbers = [
        "1e308", "-1e308", "1.7976931348623157e308", "1e999", "-1e999", "1e-400", "-0", "-0.0", "0",
        "-1", "4.9e-324", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
        "-9223372036854775809", "18446744073709551616", "1e19", "-1e19", "3.5", "NaN", "Infinity", "-Infinity",
        "\"nan\"", "\"NaN\"", "\"inf\"", "\"-infinity\"", "\"1e999\"", "\"-1e999\"", "\"1e308\"", "\"-0\"",
        "\"9223372036854775807\"", "\"0x10\"", "\" 12 \"", "\"\"", String(repeating: "9", count: 400),
        "0." + String(repeating: "0", count: 400) + "1", "1" + String(repeating: "0", count: 309),
    ]

    /// String payloads (raw bytes between the quotes) that trip text handling.
    static let oddStrings: [[UInt8]] = [
        Array(#"\ud800"#.utf8), Array(#"\udc00x"#.utf8), Array(#"\ud83d\ude00"#.utf8),
        Array(#"\u0000"#.utf8), Array(#"\u001b]0;owned\u0007"#.utf8), Array(#"\u001b[2J"#.utf8),
        Array("\u{1b}[31mred".utf8), Array("\u{202e}evil\u{202c}".utf8), Array("e\u{301}\u{301}\u{301}".utf8),
        Array("👩‍👩‍👧‍👦".utf8), Array("SÃ¸ndermarksvej".utf8), Array("東京".utf8), Array("\u{FEFF}".utf8),
        [0xFF, 0xFE], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x61, 0x80, 0x62], Array(#"\"#.utf8),
        Array(#"\\\""#.utf8), Array("\t\n".utf8), Array(#"\u00"#.utf8),
    ]

    /// Applies `count` random operations to `document`, returning the names of those applied.
    static func mutate(_ document: inout FuzzJSON, count: Int, using random: inout SeededGenerator) -> [String] {
        (0..<count).map { _ in
            let operation = random.pick(Operation.allCases)
            apply(operation, to: &document, using: &random)
            return operation.rawValue
        }
    }

    static func apply(_ operation: Operation, to document: inout FuzzJSON, using random: inout SeededGenerator) {
        switch operation {
        case .deleteKey:
            modifyRandom(in: &document, where: \.hasMembers, using: &random) { node, random in
                guard case .object(var members) = node else { return }
                members.remove(at: Int(random.next() % UInt64(members.count)))
                node = .object(members)
            }
        case .renameKey:
            modifyRandom(in: &document, where: \.hasMembers, using: &random) { node, random in
                guard case .object(var members) = node else { return }
                let index = Int(random.next() % UInt64(members.count))
                let key = members[index].key
                members[index].key = random.pick([
                    Array(String(decoding: key, as: UTF8.self).uppercased().utf8), key + [0x5F], [],
                ])
                node = .object(members)
            }
        case .addKey:
            modifyRandom(in: &document, where: \.isObject, using: &random) { node, random in
                guard case .object(var members) = node else { return }
                members.append(
                    (Array(random.pick(["zz", "", #"\u001b"#, "__proto__"]).utf8), randomValue(using: &random)))
                node = .object(members)
            }
        case .duplicateKey:
            modifyRandom(in: &document, where: \.hasMembers, using: &random) { node, random in
                guard case .object(var members) = node else { return }
                let original = members[Int(random.next() % UInt64(members.count))]
                members.append((original.key, randomValue(using: &random)))
                node = .object(members)
            }
        case .swapType:
            modifyRandom(in: &document, where: { _ in true }, using: &random) { node, random in
                node = random.pick([
                    .null, .bool(true), .bool(false), .number("0"), .number("1"), .text("12.5"), .text("abc"),
                    .array([]), .array([node]), .object([]), .object([(Array("value".utf8), node)]),
                ])
            }
        case .extremeNumber:
            modifyRandom(in: &document, where: \.isScalar, using: &random) { node, random in
                node = .number(random.pick(extremeNumbers))
            }
        case .nestDeeply:
            modifyRandom(in: &document, where: { _ in true }, using: &random) { node, random in
                node = .nested(
                    depth: random.pick([2, 64, 511, 512, 513, 2_000, 10_000]), inArrays: random.next() % 2 == 0, node)
            }
        case .duplicateElements:
            modifyRandom(in: &document, where: \.hasElements, using: &random) { node, random in
                guard case .array(var elements) = node else { return }
                let index = Int(random.next() % UInt64(elements.count))
                let copies = random.pick([1, 1, 2, 10, 200])
                elements.insert(contentsOf: repeatElement(elements[index], count: copies), at: index)
                node = .array(elements)
            }
        case .shuffleArray:
            modifyRandom(in: &document, where: \.hasElements, using: &random) { node, random in
                guard case .array(let elements) = node else { return }
                node = .array(elements.shuffled(using: &random))
            }
        case .emptyString:
            modifyRandom(in: &document, where: \.isString, using: &random) { node, _ in
                node = .string([])
            }
        case .longString:
            modifyRandom(in: &document, where: \.isString, using: &random) { node, random in
                let length = random.pick([1_000, 10_000, 100_000])
                node = .string(Array(String(repeating: random.pick(["a", "é", "\\u00e9", " "]), count: length).utf8))
            }
        case .unicodeOddity:
            modifyRandom(in: &document, where: \.isString, using: &random) { node, random in
                guard case .string(let raw) = node else { return }
                node = .string(random.next() % 2 == 0 ? random.pick(oddStrings) : raw + random.pick(oddStrings))
            }
        }
    }

    private static func randomValue(using random: inout SeededGenerator) -> FuzzJSON {
        random.pick([.null, .number("1"), .text("x"), .array([.null]), .object([]), .number("1e308")])
    }

    /// Runs `change` on one node, picked uniformly among those matching `filter` (nothing if none do).
    private static func modifyRandom(
        in document: inout FuzzJSON,
        where filter: (FuzzJSON) -> Bool,
        using random: inout SeededGenerator,
        _ change: (inout FuzzJSON, inout SeededGenerator) -> Void
    ) {
        let matches = document.count(matching: filter)
        guard matches > 0 else { return }
        var remaining = Int(random.next() % UInt64(matches))
        guard let path = document.reversedPath(toMatch: &remaining, matching: filter) else { return }
        document.modify(at: path.reversed()[...]) { change(&$0, &random) }
    }
}

extension FuzzJSON {
    fileprivate var isObject: Bool {
        if case .object = self { true } else { false }
    }

    fileprivate var hasMembers: Bool {
        if case .object(let members) = self { !members.isEmpty } else { false }
    }

    fileprivate var hasElements: Bool {
        if case .array(let elements) = self { !elements.isEmpty } else { false }
    }

    fileprivate var isString: Bool {
        if case .string = self { true } else { false }
    }

    fileprivate var isScalar: Bool {
        switch self {
        case .number, .string, .null, .bool: true
        case .array, .object, .nested: false
        }
    }

    /// How many nodes (this one included) match `filter`.
    fileprivate func count(matching filter: (FuzzJSON) -> Bool) -> Int {
        var total = filter(self) ? 1 : 0
        switch self {
        case .array(let elements):
            for element in elements { total += element.count(matching: filter) }
        case .object(let members):
            for member in members { total += member.value.count(matching: filter) }
        case .nested(_, _, let value):
            total += value.count(matching: filter)
        case .null, .bool, .number, .string:
            break
        }
        return total
    }

    /// The child indices leading to the matching node after `remaining` others in pre-order,
    /// innermost first; nil when fewer nodes match. Reads only, so nothing is copied on the way.
    fileprivate func reversedPath(toMatch remaining: inout Int, matching filter: (FuzzJSON) -> Bool) -> [Int]? {
        if filter(self) {
            if remaining == 0 { return [] }
            remaining -= 1
        }
        switch self {
        case .array(let elements):
            for index in elements.indices {
                if var path = elements[index].reversedPath(toMatch: &remaining, matching: filter) {
                    path.append(index)
                    return path
                }
            }
        case .object(let members):
            for index in members.indices {
                if var path = members[index].value.reversedPath(toMatch: &remaining, matching: filter) {
                    path.append(index)
                    return path
                }
            }
        case .nested(_, _, let value):
            if var path = value.reversedPath(toMatch: &remaining, matching: filter) {
                path.append(0)
                return path
            }
        case .null, .bool, .number, .string:
            break
        }
        return nil
    }

    /// Runs `change` on the node at `path` (child indices from here), copying only along the path.
    fileprivate mutating func modify(at path: ArraySlice<Int>, _ change: (inout FuzzJSON) -> Void) {
        guard let first = path.first else { return change(&self) }
        switch self {
        case .array(var elements):
            self = .null
            elements[first].modify(at: path.dropFirst(), change)
            self = .array(elements)
        case .object(var members):
            self = .null
            members[first].value.modify(at: path.dropFirst(), change)
            self = .object(members)
        case .nested(let depth, let inArrays, var value):
            value.modify(at: path.dropFirst(), change)
            self = .nested(depth: depth, inArrays: inArrays, value)
        case .null, .bool, .number, .string:
            break
        }
    }
}
