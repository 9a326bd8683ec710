import PubSub
import PubSubTestSupport
import Testing

/// `replaceEmpty`, `replaceNil`, `ignoreOutput`, `map(_:)` with key paths, `setFailureType` and `tryCatch`.
@Suite struct SmallOperatorTests {
    @Test func replaceEmptyPublishesItsValueOnlyForAnEmptyFinish() {
        #expect(collect(erased([]).replaceEmpty(with: 9)) == [9])
        #expect(collect(erased([1]).replaceEmpty(with: 9)) == [1])
        let failing = RecordingSubscriber<Int, TestError>()
        Fail<Int, TestError>(error: .boom).replaceEmpty(with: 9).subscribe(failing)
        #expect(failing.values.isEmpty)
        #expect(failing.completions == [.failure(.boom)])
    }

    @Test func replaceEmptyWaitsForDemandBeforeItsValue() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        upstream.replaceEmpty(with: 4).subscribe(subscriber)
        #expect(upstream.requests == [.unlimited])
        upstream.send(completion: .finished)
        #expect(subscriber.events.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.values == [4])
        #expect(subscriber.completions == [.finished])
    }

    @Test func replaceEmptyCancelReachesUpstream() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        upstream.replaceEmpty(with: 4).subscribe(subscriber)
        subscriber.cancel()
        #expect(upstream.cancellations == 1)
    }

    @Test func replaceNilMapsNilToTheGivenValue() {
        let values: [Int?] = [1, nil, 3]
        #expect(collect(values.publisher.eraseToAnyPublisher().replaceNil(with: 0)) == [1, 0, 3])
    }

    @Test func ignoreOutputAsksForEverythingAndPassesOnlyTheCompletion() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Never, TestError>(initialDemand: .none)
        upstream.ignoreOutput().subscribe(subscriber)
        #expect(upstream.requests == [.unlimited])
        #expect(upstream.send(1) == .none)
        upstream.send(completion: .failure(.boom))
        #expect(subscriber.completions == [.failure(.boom)])
        subscriber.cancel()
        #expect(upstream.cancellations == 1)
    }

    @Test func mapWithKeyPathsReadsOneTwoOrThreeProperties() {
        let points = erased([1, 2]).map { Point(x: $0, y: $0 * 10, z: -$0) }.eraseToAnyPublisher()
        #expect(collect(points.map(\.x)) == [1, 2])
        #expect(collect(points.map(\.x, \.y)).map { [$0.0, $0.1] } == [[1, 10], [2, 20]])
        #expect(collect(points.map(\.x, \.y, \.z)).map { [$0.0, $0.1, $0.2] } == [[1, 10, -1], [2, 20, -2]])
    }

    @Test func setFailureTypeChangesOnlyTheType() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .max(1))
        upstream.setFailureType(to: TestError.self).subscribe(subscriber)
        #expect(upstream.requests == [.max(1)])
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(subscriber.values == [1])
        #expect(subscriber.completions == [.finished])
        let twice = upstream.setFailureType(to: TestError.self).setFailureType(to: Never.self)
        #expect(type(of: twice) == Publishers.SetFailureType<ManualPublisher<Int, Never>, Never>.self)
    }

    @Test func tryCatchSwitchesToTheHandlersPublisherWithTheDemandLeft() {
        let upstream = ManualPublisher<Int, TestError>()
        let replacement = ManualPublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, any Error>(initialDemand: .max(3))
        upstream.tryCatch { _ in replacement }.subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .failure(.boom))
        #expect(replacement.requests == [.max(2)])
        replacement.send(2)
        replacement.send(completion: .finished)
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completions.count == 1)
    }

    @Test func tryCatchFailsWithWhatTheHandlerThrows() {
        let subscriber = RecordingSubscriber<Int, any Error>()
        Fail<Int, TestError>(error: .boom).tryCatch { _ -> Just<Int> in throw TestError.other }.subscribe(subscriber)
        #expect(failures(of: subscriber) == [.other])
    }

    @Test func cancellingTryCatchCancelsTheRunningSide() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, any Error>()
        upstream.tryCatch { _ in Just(0) }.subscribe(subscriber)
        subscriber.cancel()
        #expect(upstream.cancellations == 1)
    }
}

/// A value with three properties for the key-path maps.
private struct Point {
    let x: Int
    let y: Int
    let z: Int
}
