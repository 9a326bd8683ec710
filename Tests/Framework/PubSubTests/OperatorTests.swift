import Foundation
import PubSub
import PubSubTestSupport
import Testing

@Suite struct OperatorTests {
    @Test func valueOperators() {
        var out: [Int] = []
        _ = [1, 2, 2, 3, 4, 4, 5].publisher
            .map { $0 * 10 }
            .filter { $0 != 30 }
            .removeDuplicates()
            .dropFirst()
            .compactMap { $0 == 40 ? nil : $0 }
            .prefix(2)
            .sink { out.append($0) }
        #expect(out == [20, 50])
    }

    @Test func scanCollectFirst() {
        var scanned: [Int] = []
        var collected: [[Int]] = []
        var first: [Int] = []
        _ = [1, 2, 3].publisher.scan(0, +).sink { scanned.append($0) }
        _ = [1, 2, 3].publisher.collect().sink { collected.append($0) }
        _ = [9, 8].publisher.first().sink { first.append($0) }
        #expect(scanned == [1, 3, 6])
        #expect(collected == [[1, 2, 3]])
        #expect(first == [9])
    }

    @Test func tryMapFailsAndStops() {
        let recorder = RecordingSubscriber<Int, any Error>()
        [1, 2, 3].publisher.tryMap { value -> Int in
            if value == 2 { throw TestError.boom }
            return value
        }.subscribe(recorder)
        #expect(recorder.values == [1])
        #expect(recorder.completions.count == 1)
    }

    @Test func errorOperators() {
        var values: [Int] = []
        _ = Fail<Int, TestError>(error: .boom).replaceError(with: 0).sink { values.append($0) }
        _ = Fail<Int, TestError>(error: .boom).catch { _ in Just(1) }.sink { values.append($0) }
        var mapped: Subscribers.Completion<TestError>?
        _ = Fail<Int, TestError>(error: .boom).mapError { _ in TestError.other }
            .sink(receiveCompletion: { mapped = $0 }, receiveValue: { _ in })
        let neverFails = Just(2).setFailureType(to: TestError.self)
        _ = neverFails.sink(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        #expect(values == [0, 1, 2])
        #expect(mapped == .failure(.other))
    }

    @Test func retryResubscribes() {
        var attempts = 0
        var completion: Subscribers.Completion<TestError>?
        _ = Deferred { () -> AnyPublisher<Int, TestError> in
            attempts += 1
            return Fail(error: .boom).eraseToAnyPublisher()
        }
        .retry(2)
        .sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
        #expect(attempts == 3)
        #expect(completion == .failure(.boom))
    }

    @Test func decodeDecodesJSON() {
        struct Item: Decodable, Equatable { let id: Int }
        var items: [Item] = []
        _ = Just(Data(#"{"id": 4}"#.utf8)).setFailureType(to: (any Error).self)
            .decode(type: Item.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { items.append($0) })
        #expect(items == [Item(id: 4)])
    }

    @Test func combineLatestMergeZip() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        var latest: [String] = []
        var merged: [Int] = []
        var zipped: [String] = []
        let l1 = a.combineLatest(b) { "\($0)\($1)" }.sink { latest.append($0) }
        let l2 = a.merge(with: a.map { $0 * 100 }).sink { merged.append($0) }
        let l3 = a.zip(b).sink { zipped.append("\($0)\($1)") }
        a.send(1)
        b.send("x")
        a.send(2)
        b.send("y")
        #expect(latest == ["1x", "2x", "2y"])
        #expect(merged == [1, 100, 2, 200])
        #expect(zipped == ["1x", "2y"])
        withExtendedLifetime((l1, l2, l3)) {}
    }

    @Test func handleEventsAndShare() {
        var log: [String] = []
        var subscriptions = 0
        let shared = PassthroughSubject<Int, Never>()
            .handleEvents(receiveSubscription: { _ in subscriptions += 1 })
            .share()
        let first = shared.sink { log.append("a\($0)") }
        let second = shared.sink { log.append("b\($0)") }
        #expect(subscriptions == 1)
        withExtendedLifetime((first, second)) {}
    }

    @Test func flatMapMergesInnerPublishers() {
        var out: [Int] = []
        _ = [1, 2].publisher.flatMap { [$0, $0 * 10].publisher }.sink { out.append($0) }
        #expect(out == [1, 10, 2, 20])
    }

    @Test func assignToOnObject() {
        final class Target { var value = 0 }
        let target = Target()
        _ = Just(5).assign(to: \.value, on: target)
        #expect(target.value == 5)
    }

    @Test func subjectAsSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        var out: [Int] = []
        let link = subject.sink { out.append($0) }
        let feed = [1, 2].publisher.subscribe(subject)
        #expect(out == [1, 2])
        withExtendedLifetime((link, feed)) {}
    }

    @Test func storeInSetAndArray() {
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        Just(1).sink { _ in }.store(in: &set)
        Just(1).sink { _ in }.store(in: &array)
        #expect(set.count == 1)
        #expect(array.count == 1)
    }
}
