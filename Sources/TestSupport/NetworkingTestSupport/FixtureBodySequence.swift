import FlyingFox
import FlyingSocks
import Foundation

/// A response body produced as it is sent: pauses between chunks, stops with an error to break the
/// connection, or generates filler bytes, so the server can imitate slow and failing networks.
struct FixtureBodySequence: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    /// Thrown to make FlyingFox close the connection mid-body.
    struct ConnectionDropped: Error {}

    enum Source: Sendable {
        case data(Data)
        case filler(count: Int)
    }

    let source: Source
    let chunkBytes: Int
    let interval: Duration
    /// After this many bytes the sequence throws instead of continuing.
    let failAfter: Int?

    func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self)
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        let sequence: FixtureBodySequence
        var offset = 0

        private var total: Int {
            switch sequence.source {
            case .data(let data): data.count
            case .filler(let count): count
            }
        }

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if let failAfter = sequence.failAfter, offset >= failAfter { throw ConnectionDropped() }
            guard offset < total else { return nil }
            if offset > 0, sequence.interval > .zero {
                try await Task.sleep(for: sequence.interval)
            }
            var end = Swift.min(total, offset + Swift.min(count, sequence.chunkBytes))
            if let failAfter = sequence.failAfter { end = Swift.min(end, Swift.max(failAfter, offset + 1)) }
            defer { offset = end }
            switch sequence.source {
            case .data(let data):
                return Array(data[data.startIndex + offset..<data.startIndex + end])
            case .filler:
                return [UInt8](repeating: UInt8(ascii: " "), count: end - offset)
            }
        }
    }
}
