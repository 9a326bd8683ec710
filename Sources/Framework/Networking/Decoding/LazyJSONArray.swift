import FoundationEssentials
import Synchronization

/// A JSON array — bundled sample data — decoded as it is asked for, from the front: a first page
/// decodes its own elements and reads the array's length, not the records nobody sees yet
/// (decision 2042); a later page decodes on from where the last one stopped (at least doubling
/// what is decoded, so paging through decodes the bytes a few times, not once a page); `all()`
/// decodes the rest. Each element is decoded once.
///
/// A decoding failure is kept and thrown again by every later call. Threading: any thread; calls
/// are serialised.
public final class LazyJSONArray<Element: Decodable & Sendable>: Sendable {
    private struct State: Sendable {
        var decoded: [Element] = []
        var total: Int?
        var failure: DecodingError?
    }

    private let data: Data
    private let state = Mutex(State())

    /// The array in `data`; nothing is decoded yet.
    public init(_ data: Data) {
        self.data = data
    }

    /// How many elements the array holds.
    public func count() throws(DecodingError) -> Int {
        try state.withLock { state throws(DecodingError) in
            try decode(upTo: 0, into: &state)
            return state.total ?? 0
        }
    }

    /// At most `limit` elements from position `start` (none past the end), and the array's length.
    public func elements(from start: Int, limit: Int) throws(DecodingError) -> (elements: [Element], total: Int) {
        try state.withLock { state throws(DecodingError) in
            let end = start.addingReportingOverflow(limit)
            try decode(upTo: end.overflow ? .max : end.partialValue, into: &state)
            let lower = min(start, state.decoded.count)
            let upper = lower + min(limit, state.decoded.count - lower)
            return (Array(state.decoded[lower..<upper]), state.total ?? 0)
        }
    }

    /// The first element that satisfies `predicate`: among those decoded, else decoding the rest.
    public func first(where predicate: (Element) -> Bool) throws(DecodingError) -> Element? {
        try state.withLock { state throws(DecodingError) in
            if let found = state.decoded.first(where: predicate) { return found }
            let searched = state.decoded.count
            try decode(upTo: .max, into: &state)
            return state.decoded[searched...].first(where: predicate)
        }
    }

    /// Every element.
    public func all() throws(DecodingError) -> [Element] {
        try state.withLock { state throws(DecodingError) in
            try decode(upTo: .max, into: &state)
            return state.decoded
        }
    }

    /// Decodes on until the first `count` elements (all there are, if fewer) are decoded.
    private func decode(upTo count: Int, into state: inout State) throws(DecodingError) {
        if let failure = state.failure { throw failure }
        if let total = state.total, state.decoded.count >= min(count, total) { return }
        let wanted = max(count, 2 * state.decoded.count) - state.decoded.count
        do {
            let decoder = JSONDecoder()
            decoder.userInfo = [Chunk.skip: state.decoded.count, Chunk.limit: wanted]
            let chunk = try decoder.decode(Chunk.self, from: data)
            state.decoded += chunk.elements
            state.total = chunk.total
        } catch {
            let failure =
                error as? DecodingError
                ?? .dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "\(error)"))
            state.failure = failure
            throw failure
        }
    }

    /// At most `userInfo[Chunk.limit]` elements after the first `userInfo[Chunk.skip]`, which are
    /// stepped over undecoded, and the array's length.
    private struct Chunk: Decodable {
        static var skip: CodingUserInfoKey { CodingUserInfoKey(rawValue: "tern.lazy-json-array.skip")! }
        static var limit: CodingUserInfoKey { CodingUserInfoKey(rawValue: "tern.lazy-json-array.limit")! }

        let elements: [Element]
        let total: Int

        init(from decoder: any Decoder) throws {
            var array = try decoder.unkeyedContainer()
            let skip = decoder.userInfo[Self.skip] as? Int ?? 0
            let limit = decoder.userInfo[Self.limit] as? Int ?? .max
            var skipped = 0
            while skipped < skip, !array.isAtEnd {
                _ = try array.decode(Skipped.self)
                skipped += 1
            }
            var elements: [Element] = []
            while elements.count < limit, !array.isAtEnd {
                elements.append(try array.decode(Element.self))
            }
            self.elements = elements
            total = array.count ?? skipped + elements.count
        }
    }

    /// An element stepped over: nothing of it is read.
    private struct Skipped: Decodable {
        init(from decoder: any Decoder) {}
    }
}
