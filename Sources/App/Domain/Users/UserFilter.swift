import TerminalCore

/// Case- and accent-insensitive substring search over what the users list shows of each user — the
/// name (the id when there is none) and the email (`searchedText`) — fast enough per keystroke.
///
/// Texts are folded once (`TextFolding`) when added and kept as UTF-8 in one contiguous buffer, so a
/// query scans bytes only. `narrowing(_:to:)` refines a previous result when the new query contains
/// the old one, and gives exactly what `matches(_:)` would. A value type: copy it freely across tasks.
public struct UserFilter: Sendable {
    private var folded: [UInt8] = []
    /// `starts[i]..<starts[i + 1]` is text `i` in `folded`.
    private var starts: [Int] = [0]

    public init() {}

    public init(users: some Sequence<User>) {
        append(users: users)
    }

    public init(names: some Sequence<String>) {
        append(names: names)
    }

    /// What the list shows of a user, folded, as one text: the name (the id when it is empty) and
    /// the email, a line break between them so that no query (one line) matches across the two.
    public static func searchedText(id: String, fullName: String, email: String?) -> String {
        TextFolding.fold(fullName.isEmpty ? id : fullName) + (email.map { "\n" + TextFolding.fold($0) } ?? "")
    }

    /// How many texts the filter holds.
    public var count: Int { starts.count - 1 }

    /// Makes room for `count` names in all, as long on average as those held now plus a quarter:
    /// one allocation instead of a trail of outgrown ones.
    public mutating func reserveCapacity(_ count: Int) {
        let bytesPerName = self.count == 0 ? 0 : (folded.count * 5 / 4 + self.count - 1) / self.count
        folded.reserveCapacity(count * bytesPerName)
        starts.reserveCapacity(count + 1)
    }

    /// Adds users at the end (a newly loaded page), in list order: what the list shows of each.
    public mutating func append(users: some Sequence<User>) {
        append(folded: users.lazy.map { Self.searchedText(id: $0.id, fullName: $0.fullName, email: $0.email) })
    }

    /// Adds names at the end, in list order.
    public mutating func append(names: some Sequence<String>) {
        append(folded: names.lazy.map(TextFolding.fold))
    }

    private mutating func append(folded texts: some Sequence<String>) {
        for text in texts {
            folded.append(contentsOf: text.utf8)
            starts.append(folded.count)
        }
    }

    /// Positions of every text containing `query` (after folding). An empty query matches all.
    public func matches(_ query: String) -> UserFilterResult {
        let foldedQuery = TextFolding.fold(query)
        return UserFilterResult(
            foldedQuery: foldedQuery,
            indices: search(Array(foldedQuery.utf8), in: 0..<count),
            searchedCount: count
        )
    }

    /// The result for `query`, computed by re-checking only `previous`'s matches when `query` contains
    /// `previous`'s query (typing one more letter), plus any names added since. Otherwise searches all.
    public func narrowing(_ previous: UserFilterResult, to query: String) -> UserFilterResult {
        let foldedQuery = TextFolding.fold(query)
        guard foldedQuery.contains(previous.foldedQuery), previous.searchedCount <= count else {
            return matches(query)
        }
        let needle = Array(foldedQuery.utf8)
        let kept = search(needle, in: previous.indices)
        let added = search(needle, in: previous.searchedCount..<count)
        return UserFilterResult(foldedQuery: foldedQuery, indices: kept + added, searchedCount: count)
    }

    private func search(_ needle: [UInt8], in candidates: some Sequence<Int>) -> [Int] {
        guard !needle.isEmpty else { return Array(candidates) }
        return folded.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                starts.withUnsafeBufferPointer { starts in
                    candidates.filter { index in
                        Self.contains(needle, in: haystack, from: starts[index], to: starts[index + 1])
                    }
                }
            }
        }
    }

    private static func contains(
        _ needle: UnsafeBufferPointer<UInt8>,
        in haystack: UnsafeBufferPointer<UInt8>,
        from start: Int,
        to end: Int
    ) -> Bool {
        let lastStart = end - needle.count
        guard lastStart >= start else { return false }
        let first = needle[0]
        var position = start
        while position <= lastStart {
            if haystack[position] == first {
                var offset = 1
                while offset < needle.count && haystack[position + offset] == needle[offset] {
                    offset += 1
                }
                if offset == needle.count { return true }
            }
            position += 1
        }
        return false
    }
}
