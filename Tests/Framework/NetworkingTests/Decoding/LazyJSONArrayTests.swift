import Foundation
import Networking
import Synchronization
import Testing

@Suite struct LazyJSONArrayTests {
    /// An element that counts how many times each array (named by `array`) had an element decoded,
    /// so a test sees what a call decoded while other tests run beside it.
    private struct Counted: Decodable, Sendable, Equatable {
        static let decoded = Mutex<[String: Int]>([:])
        let array: String
        let n: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            array = try container.decode(String.self, forKey: .array)
            n = try container.decode(Int.self, forKey: .n)
            Self.decoded.withLock { $0[array, default: 0] += 1 }
        }

        private enum CodingKeys: String, CodingKey { case array, n }

        static func count(_ array: String) -> Int { decoded.withLock { $0[array, default: 0] } }
    }

    private func array(_ name: String, count: Int) -> LazyJSONArray<Counted> {
        let elements = (0..<count).map { #"{"array": "\#(name)", "n": \#($0)}"# }
        return LazyJSONArray(Data("[\(elements.joined(separator: ","))]".utf8))
    }

    @Test func aFirstPageDecodesItsOwnElementsAndTheLength() throws {
        let array = array("first-page", count: 10)
        #expect(Counted.count("first-page") == 0, "nothing is decoded before it is asked for")
        let (elements, total) = try array.elements(from: 0, limit: 3)
        #expect(elements.map(\.n) == [0, 1, 2])
        #expect(total == 10)
        #expect(Counted.count("first-page") == 3)
        #expect(try array.elements(from: 1, limit: 2).elements.map(\.n) == [1, 2])
        #expect(Counted.count("first-page") == 3, "within the decoded head nothing is decoded again")
    }

    @Test func laterPagesDecodeOnFromWhereTheLastStoppedEachElementOnce() throws {
        let array = array("later-pages", count: 20)
        _ = try array.elements(from: 0, limit: 3)
        let (elements, total) = try array.elements(from: 3, limit: 2)
        #expect(elements.map(\.n) == [3, 4])
        #expect(total == 20)
        #expect(Counted.count("later-pages") == 6, "on to at least twice the head: 3 more, not 20")
        #expect(try array.elements(from: 18, limit: 5).elements.map(\.n) == [18, 19])
        #expect(try array.all().map(\.n) == Array(0..<20))
        #expect(try array.elements(from: 0, limit: 4).elements.map(\.n) == [0, 1, 2, 3])
        #expect(Counted.count("later-pages") == 20, "each element decoded once")
    }

    @Test func aSearchLooksAmongTheDecodedFirstAndDecodesOnOnlyWhenItMust() throws {
        let array = array("search", count: 10)
        _ = try array.elements(from: 0, limit: 4)
        #expect(try array.first { $0.n == 2 }?.n == 2)
        #expect(Counted.count("search") == 4, "found among the decoded")
        #expect(try array.first { $0.n == 8 }?.n == 8)
        #expect(try array.first { $0.n == 99 } == nil)
        #expect(Counted.count("search") == 10)
    }

    @Test func theLengthAloneDecodesNoElement() throws {
        let array = array("length", count: 4)
        #expect(try array.count() == 4)
        #expect(Counted.count("length") == 0)
        #expect(try array.elements(from: 4, limit: 10).elements.isEmpty)
        #expect(try array.elements(from: 0, limit: .max).elements.count == 4)
    }

    @Test func aFailureIsThrownByEveryCall() {
        let broken = LazyJSONArray<Counted>(Data(#"[{"array": "broken", "n": 0}, {"array": "broken"}]"#.utf8))
        #expect(throws: DecodingError.self) { try broken.elements(from: 0, limit: 2) }
        #expect(throws: DecodingError.self) { try broken.count() }
        #expect(throws: DecodingError.self) { try broken.all() }
        let notAnArray = LazyJSONArray<Counted>(Data("{}".utf8))
        #expect(throws: DecodingError.self) { try notAnArray.count() }
    }
}
