import Foundation
import PubSub
import PubSubFoundation
import PubSubTestSupport
import Testing

/// `encode(encoder:)` and `decode(type:decoder:)` with any `TopLevelEncoder` / `TopLevelDecoder`.
@Suite struct CodingOperatorTests {
    private struct Item: Codable, Equatable {
        let id: Int
    }

    @Test func encodesAndDecodesWithFoundationCoders() {
        let items = [Item(id: 1), Item(id: 2)]
        let json = collectThrowing(items.publisher.encode(encoder: JSONEncoder()))
        #expect(json.map { String(decoding: $0, as: UTF8.self) } == [#"{"id":1}"#, #"{"id":2}"#])
        #expect(collectThrowing(json.publisher.decode(type: Item.self, decoder: JSONDecoder())) == items)
        let plist = collectThrowing(items.publisher.encode(encoder: PropertyListEncoder()))
        #expect(collectThrowing(plist.publisher.decode(type: Item.self, decoder: PropertyListDecoder())) == items)
    }

    @Test func aCodingErrorCancelsUpstreamAndFails() {
        let upstream = ManualPublisher<Data, Never>()
        let subscriber = RecordingSubscriber<Item, any Error>()
        upstream.decode(type: Item.self, decoder: JSONDecoder()).subscribe(subscriber)
        upstream.send(Data(#"{"id":3}"#.utf8))
        upstream.send(Data("not json".utf8))
        upstream.send(Data(#"{"id":4}"#.utf8))
        #expect(subscriber.values == [Item(id: 3)])
        #expect(subscriber.completions.count == 1)
        #expect(upstream.cancellations == 1)
    }

    @Test func demandPassesThroughAndCancelReachesUpstream() {
        let upstream = ManualPublisher<Item, Never>()
        let subscriber = RecordingSubscriber<Data, any Error>(initialDemand: .max(2))
        upstream.encode(encoder: JSONEncoder()).subscribe(subscriber)
        #expect(upstream.requests == [.max(2)])
        subscriber.cancel()
        #expect(upstream.cancellations == 1)
    }

    @Test func anyTopLevelCoderWorks() {
        #expect(collectThrowing(erased([1, 2]).encode(encoder: DescriptionEncoder())) == ["1", "2"])
    }
}

/// A `TopLevelEncoder` that is not Foundation's: writes a value's description.
private struct DescriptionEncoder: TopLevelEncoder {
    func encode<T: Encodable>(_ value: T) throws -> String { "\(value)" }
}
