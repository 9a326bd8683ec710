import Foundation

@testable import Services

/// Byte-level mutations of a response body: truncation, bit flips, invalid UTF-8, deleted and
/// duplicated ranges, stray JSON tokens. Duplicated ranges are capped at 4 KiB, so a body grows by
/// at most 12 KiB per operation.
enum ByteMutator {
    /// One kind of change, named in failure messages.
    enum Operation: String, CaseIterable {
        case truncate, flipBits, insertInvalidUTF8, deleteRange, duplicateRange, insertToken, replaceWhole
    }

    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0xFE, 0xFF], [0xC0, 0x80], [0xC3], [0xED, 0xA0, 0x80], [0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xE2, 0x82], [0xF8, 0x88, 0x80, 0x80, 0x80],
    ]

    static let tokens = ["{", "}", "[", "]", ",", ":", "\"", "\\", "null", "-", "0", "\u{0}", "\\u", "1e", "tru"]

    static let wholeBodies: [Data] = [
        Data(), Data(" ".utf8), Data("null".utf8), Data("[]".utf8), Data("{}".utf8), Data("\"\"".utf8),
        Data([0xEF, 0xBB, 0xBF]) + Data("{}".utf8), Data("<html>502 Bad Gateway</html>".utf8),
    ]

    /// Applies `count` random operations to `body`, returning the names of those applied.
    static func mutate(_ body: inout Data, count: Int, using random: inout SeededGenerator) -> [String] {
        (0..<count).map { _ in
            let operation = random.pick(Operation.allCases)
            apply(operation, to: &body, using: &random)
            return operation.rawValue
        }
    }

    static func apply(_ operation: Operation, to body: inout Data, using random: inout SeededGenerator) {
        let count = body.count
        let position = { (random: inout SeededGenerator) in Int(random.next() % UInt64(count + 1)) }
        switch operation {
        case .truncate:
            body = body.prefix(position(&random))
        case .flipBits:
            guard count > 0 else { return }
            for _ in 0..<(1 + random.next() % 8) {
                let index = body.startIndex + Int(random.next() % UInt64(count))
                body[index] ^= UInt8(1) << (random.next() % 8)
            }
        case .insertInvalidUTF8:
            body.insert(contentsOf: random.pick(invalidUTF8), at: body.startIndex + position(&random))
        case .deleteRange:
            let start = position(&random)
            let end = min(count, start + Int(random.next() % 256))
            body.removeSubrange((body.startIndex + start)..<(body.startIndex + end))
        case .duplicateRange:
            let start = position(&random)
            let end = min(count, start + Int(random.next() % 4_096))
            let range = body[(body.startIndex + start)..<(body.startIndex + end)]
            let copies = Data(repeatElement(range, count: 1 + Int(random.next() % 3)).joined())
            body.insert(contentsOf: copies, at: body.startIndex + end)
        case .insertToken:
            body.insert(contentsOf: Array(random.pick(tokens).utf8), at: body.startIndex + position(&random))
        case .replaceWhole:
            body = random.pick(wholeBodies)
        }
    }
}
