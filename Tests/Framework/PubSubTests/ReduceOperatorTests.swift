import PubSub
import PubSubTestSupport
import Testing

/// The operators that publish one value when upstream ends: `reduce`, `count`, `allSatisfy`, `contains`,
/// `first`, `last`, `min`, `max` and their `try` forms (one engine, `ReducingInner`).
@Suite struct ReduceOperatorTests {
    @Test func asksUpstreamForEverythingAndPublishesOnlyOnceTheDownstreamAsked() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        upstream.reduce(10, +).subscribe(subscriber)
        #expect(upstream.requests == [.unlimited])
        #expect(upstream.send(1) == .none)
        #expect(upstream.send(2) == .none)
        upstream.send(completion: .finished)
        #expect(subscriber.events.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.values == [13])
        #expect(subscriber.completions == [.finished])
        subscriber.request(.max(1))
        #expect(subscriber.values == [13])
    }

    @Test func demandBeforeTheEndPublishesWhenUpstreamFinishes() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        upstream.count().subscribe(subscriber)
        for value in 1...4 { upstream.send(value) }
        #expect(subscriber.values.isEmpty)
        upstream.send(completion: .finished)
        #expect(subscriber.values == [4])
        #expect(subscriber.completions == [.finished])
    }

    @Test func anUpstreamFailurePassesDownWithoutAResult() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        upstream.reduce(0, +).subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .failure(.boom))
        #expect(subscriber.values.isEmpty)
        #expect(subscriber.completions == [.failure(.boom)])
    }

    @Test func anEarlyAnswerCancelsUpstreamAndWaitsForDemand() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Bool, Never>(initialDemand: .none)
        upstream.allSatisfy { $0 < 3 }.subscribe(subscriber)
        upstream.send(1)
        upstream.send(5)
        #expect(upstream.cancellations == 1)
        #expect(subscriber.events.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.values == [false])
        #expect(subscriber.completions == [.finished])
    }

    @Test func cancellingStopsItAndCancelsUpstreamOnce() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        upstream.last().subscribe(subscriber)
        upstream.send(1)
        subscriber.cancel()
        subscriber.cancel()
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(upstream.cancellations == 1)
        #expect(subscriber.events.isEmpty)
    }

    @Test func searchesFinishAtTheFirstMatch() {
        #expect(collect(erased([1, 2, 3, 2]).contains(2)) == [true])
        #expect(collect(erased([1, 3]).contains(2)) == [false])
        #expect(collect(erased([1, 4, 6]).contains { $0.isMultiple(of: 2) }) == [true])
        #expect(collect(erased([5, 6, 7]).first { $0 > 5 }) == [6])
        #expect(collect(erased([5, 6, 7]).last { $0 < 7 }) == [6])
        #expect(collect(erased([8, 9]).first()) == [8])
        #expect(collect(erased([]).first()).isEmpty)
    }

    @Test func firstFinishesAndCancelsAtTheFirstValue() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        upstream.first().subscribe(subscriber)
        upstream.send(4)
        #expect(subscriber.values == [4])
        #expect(subscriber.completions == [.finished])
        #expect(upstream.cancellations == 1)
    }

    @Test func minAndMaxKeepTheFirstOfEqualValues() {
        let pairs = [(1, "a"), (0, "b"), (0, "c"), (2, "d"), (2, "e")]
        let subject = PassthroughSubject<(Int, String), Never>()
        var smallest: [String] = []
        var largest: [String] = []
        let links = [
            subject.min { $0.0 < $1.0 }.sink { smallest.append($0.1) },
            subject.max { $0.0 < $1.0 }.sink { largest.append($0.1) },
        ]
        withExtendedLifetime(links) {
            for pair in pairs { subject.send(pair) }
            subject.send(completion: .finished)
        }
        #expect(smallest == ["b"])
        #expect(largest == ["d"])
        #expect(collect(erased([3, 1, 2]).min()) == [1])
        #expect(collect(erased([3, 1, 2]).max()) == [3])
    }

    @Test func tryFormsFailWithTheThrownErrorAndCancelUpstream() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, any Error>()
        upstream.tryReduce(0) { sum, value in
            if value > 2 { throw TestError.boom }
            return sum + value
        }.subscribe(subscriber)
        upstream.send(1)
        upstream.send(3)
        #expect(upstream.cancellations == 1)
        #expect(subscriber.values.isEmpty)
        #expect(failures(of: subscriber) == [.boom])
        let throwing: (Int) throws -> Bool = { _ in throw TestError.other }
        for publisher in [
            erased([1]).setFailureType(to: TestError.self).tryAllSatisfy(throwing).map { _ in 0 }
                .eraseToAnyPublisher(),
            erased([1]).setFailureType(to: TestError.self).tryContains(where: throwing).map { _ in 0 }
                .eraseToAnyPublisher(),
            erased([1]).setFailureType(to: TestError.self).tryFirst(where: throwing).eraseToAnyPublisher(),
            erased([1]).setFailureType(to: TestError.self).tryLast(where: throwing).eraseToAnyPublisher(),
            erased([1, 2]).setFailureType(to: TestError.self).tryMin { _, _ in throw TestError.other }
                .eraseToAnyPublisher(),
            erased([1, 2]).setFailureType(to: TestError.self).tryMax { _, _ in throw TestError.other }
                .eraseToAnyPublisher(),
        ] {
            let recorder = RecordingSubscriber<Int, any Error>()
            publisher.subscribe(recorder)
            #expect(failures(of: recorder) == [.other])
        }
    }

    @Test func tryFormsWithoutAThrowBehaveLikeTheirPlainForms() {
        let values = erased([4, 1, 3])
        #expect(collectThrowing(values.tryReduce(0, +)) == [8])
        #expect(collectThrowing(values.tryAllSatisfy { $0 > 0 }.map { $0 ? 1 : 0 }) == [1])
        #expect(collectThrowing(values.tryContains { $0 == 3 }.map { $0 ? 1 : 0 }) == [1])
        #expect(collectThrowing(values.tryFirst { $0 < 4 }) == [1])
        #expect(collectThrowing(values.tryLast { $0 > 2 }) == [3])
        #expect(collectThrowing(values.tryMin(by: <)) == [1])
        #expect(collectThrowing(values.tryMax(by: <)) == [4])
    }
}

/// `values` as an erased publisher, so the operators under test run their general path (on a
/// `Publishers.Sequence` Combine's specialisations answer at once instead).
func erased(_ values: [Int]) -> AnyPublisher<Int, Never> { values.publisher.eraseToAnyPublisher() }

/// The values `publisher` publishes to an unlimited sink.
func collect<P: Publisher>(_ publisher: P) -> [P.Output] where P.Failure == Never {
    var values: [P.Output] = []
    _ = publisher.sink { values.append($0) }
    return values
}

/// The values `publisher` publishes before it completes, for publishers that can fail.
func collectThrowing<P: Publisher>(_ publisher: P) -> [P.Output] {
    let recorder = RecordingSubscriber<P.Output, P.Failure>()
    publisher.subscribe(recorder)
    return recorder.values
}

/// The `TestError`s a recorder was failed with.
func failures<Input>(of recorder: RecordingSubscriber<Input, any Error>) -> [TestError] {
    recorder.completions.compactMap { if case .failure(let error) = $0 { error as? TestError } else { nil } }
}
