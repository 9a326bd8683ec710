import Foundation
import PubSub
import Testing

/// `Subscribers.Demand` against `Int` and coded, `Subscribers.Completion` coded.
@Suite struct DemandCodingTests {
    @Test func demandComparesWithIntegersOnBothSides() {
        #expect(Subscribers.Demand.max(3) >= 3)
        #expect(Subscribers.Demand.max(3) <= 3)
        #expect(Subscribers.Demand.unlimited >= Int.max)
        #expect(!(Subscribers.Demand.unlimited <= Int.max))
        #expect(2 < Subscribers.Demand.max(3))
        #expect(3 <= Subscribers.Demand.max(3))
        #expect(Int.max < Subscribers.Demand.unlimited)
        #expect(4 > Subscribers.Demand.max(3))
        #expect(3 >= Subscribers.Demand.max(3))
        #expect(3 == Subscribers.Demand.max(3))
        #expect(Subscribers.Demand.unlimited != 3)
        #expect(3 != Subscribers.Demand.unlimited)
    }

    @Test func demandMultipliesInPlace() {
        var demand = Subscribers.Demand.max(4)
        demand *= 3
        #expect(demand == .max(12))
        demand *= Int.max
        #expect(demand == .unlimited)
        #expect(Subscribers.Demand.none.max == 0)
    }

    @Test func demandEncodesAsOneNumberAndUnlimitedAsIntMaxPlusOne() throws {
        let encoded = try JSONEncoder().encode([Subscribers.Demand.max(42), .unlimited])
        #expect(String(decoding: encoded, as: UTF8.self) == "[42,\(UInt(Int.max) + 1)]")
        #expect(try JSONDecoder().decode([Subscribers.Demand].self, from: encoded) == [.max(42), .unlimited])
        let tooBig = Data("[\(UInt(Int.max) + 2)]".utf8)
        #expect(try JSONDecoder().decode([Subscribers.Demand].self, from: tooBig) == [.unlimited])
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode([Subscribers.Demand].self, from: Data("[-1]".utf8))
        }
    }

    @Test func completionsEncodeWithASuccessFlag() throws {
        let completions: [Subscribers.Completion<TestCodingError>] = [.finished, .failure(TestCodingError(code: 3))]
        let encoded = try JSONEncoder().encode(completions)
        let text = String(decoding: encoded, as: UTF8.self)
        #expect(text.contains(#"{"success":true}"#))
        #expect(text.contains(#""error":{"code":3}"#))
        #expect(try JSONDecoder().decode([Subscribers.Completion<TestCodingError>].self, from: encoded) == completions)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                Subscribers.Completion<TestCodingError>.self, from: Data(#"{"success":false}"#.utf8))
        }
    }
}
