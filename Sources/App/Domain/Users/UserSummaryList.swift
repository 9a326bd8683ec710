/// Many `UserSummary` values packed for a long list: all their text as UTF-8 in one byte buffer
/// with 4-byte field ends, ~95 bytes per user where an array of `UserSummary` takes ~170 (96
/// inline plus an allocation for every string longer than 15 bytes, such as most emails).
///
/// Reading a summary rebuilds it from the bytes, which is cheap at the rate a frame reads rows
/// (the visible ones). A value type; appending never touches what is already stored.
public struct UserSummaryList: RandomAccessCollection, Equatable, Sendable {
    /// The stored fields of a summary, in storage order.
    private enum Field: Int, CaseIterable {
        case id, title, firstName, lastName, email, city
    }

    private var bytes: [UInt8] = []
    /// `ends[i * Field.allCases.count + f]` is where field `f` of summary `i` ends in `bytes`; it
    /// starts where the field before it ends.
    private var ends: [UInt32] = []
    /// Bit `f` set in `absent[i]`: the optional field `f` of summary `i` is nil.
    private var absent: [UInt8] = []

    public init() {}

    public init(_ summaries: some Sequence<UserSummary>) {
        append(contentsOf: summaries)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { absent.count }

    public subscript(index: Int) -> UserSummary {
        UserSummary(
            id: text(index, .id) ?? "", title: text(index, .title), firstName: text(index, .firstName) ?? "",
            lastName: text(index, .lastName) ?? "", email: text(index, .email), city: text(index, .city))
    }

    /// Makes room for `count` summaries in all, their text as long on average as what is held now
    /// plus a quarter, so a list that grows to `count` allocates its buffers once. Growing by
    /// doubling instead leaves each outgrown buffer behind as a hole in the heap.
    public mutating func reserveCapacity(_ count: Int) {
        let textPerSummary = isEmpty ? 0 : (bytes.count * 5 / 4 + self.count - 1) / self.count
        bytes.reserveCapacity(count * textPerSummary)
        ends.reserveCapacity(count * Field.allCases.count)
        absent.reserveCapacity(count)
    }

    /// Adds `summary` at the end.
    public mutating func append(_ summary: UserSummary) {
        var missing: UInt8 = 0
        let values = [summary.id, summary.title, summary.firstName, summary.lastName, summary.email, summary.city]
        for (field, value) in zip(Field.allCases, values) {
            if let value {
                bytes.append(contentsOf: value.utf8)
            } else {
                missing |= 1 << field.rawValue
            }
            precondition(bytes.count <= UInt32.max, "UserSummaryList holds up to 4 GiB of text")
            ends.append(UInt32(bytes.count))
        }
        absent.append(missing)
    }

    /// Adds `summaries` at the end, in order.
    public mutating func append(contentsOf summaries: some Sequence<UserSummary>) {
        for summary in summaries {
            append(summary)
        }
    }

    private func text(_ index: Int, _ field: Field) -> String? {
        guard absent[index] & (1 << field.rawValue) == 0 else { return nil }
        let slot = index * Field.allCases.count + field.rawValue
        let start = slot == 0 ? 0 : Int(ends[slot - 1])
        return String(decoding: bytes[start..<Int(ends[slot])], as: UTF8.self)
    }
}
