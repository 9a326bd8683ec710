import PubSub
import PubSubTestSupport
import Testing

/// `Optional.Publisher`, `Result.Publisher`, and Combine's specialisations of the operators on them, on
/// `Just` and on `Publishers.Sequence` (answers known when the operator is applied).
@Suite struct ValuePublisherTests {
    @Test func optionalPublishesItsValueOnDemandOrFinishesAtOnce() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        Optional(4).publisher.subscribe(subscriber)
        #expect(subscriber.events.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.values == [4])
        #expect(subscriber.completions == [.finished])
        let empty = RecordingSubscriber<Int, Never>(initialDemand: .none)
        Int?.none.publisher.subscribe(empty)
        #expect(empty.completions == [.finished])
    }

    @Test func resultPublishesItsSuccessOnDemandOrFailsAtOnce() {
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        Result<Int, TestError>.success(2).publisher.subscribe(subscriber)
        subscriber.request(.max(1))
        #expect(subscriber.values == [2])
        #expect(subscriber.completions == [.finished])
        let failed = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        Result<Int, TestError>.failure(.boom).publisher.subscribe(failed)
        #expect(failed.completions == [.failure(.boom)])
    }

    @Test func cancellingBeforeDemandPublishesNothing() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        Just(1).subscribe(subscriber)
        subscriber.cancel()
        subscriber.request(.max(1))
        #expect(subscriber.events.isEmpty)
    }

    @Test func justAnswersItsOperatorsAtOnce() throws {
        #expect(Just(3).map { $0 * 2 } == Just(6))
        #expect(Just(3).filter { $0 > 5 } == Optional.Publisher(nil))
        #expect(Just(3).contains(3) == Just(true))
        #expect(Just(3).count() == Just(1))
        #expect(Just(3).collect() == Just([3]))
        #expect(Just(3).dropFirst() == Optional.Publisher(nil))
        #expect(Just(3).prefix(1) == Optional.Publisher(3))
        #expect(Just(3).output(in: 0..<0) == Optional.Publisher(3))
        #expect(Just(3).reduce(1, +).result == .success(4))
        #expect(try Just(3).tryMap { $0 + 1 }.result.get() == 4)
        #expect(Just(3).setFailureType(to: TestError.self).result == .success(3))
        #expect(Just(3).append(4, 5) == Publishers.Sequence(sequence: [3, 4, 5]))
        #expect(Just(3).ignoreOutput() == Empty())
    }

    @Test func optionalAndResultAnswerTheirOperatorsAtOnce() {
        #expect(Optional(3).publisher.map { $0 + 1 } == Optional.Publisher(4))
        #expect(Int?.none.publisher.count() == Optional.Publisher(nil))
        #expect(Int?.none.publisher.replaceEmpty(with: 7) == Just(7))
        #expect(Optional(3).publisher.output(in: 0..<0) == Optional.Publisher(nil))
        let failed = Result<Int, TestError>.failure(.boom).publisher
        #expect(failed.map { $0 + 1 }.result == .failure(.boom))
        #expect(failed.replaceError(with: 0) == Result<Int, Never>.Publisher(0))
        #expect(Result<Int, TestError>.success(1).publisher.mapError { _ in TestError.other }.result == .success(1))
    }

    @Test func sequencesAnswerTheirOperatorsWithSequencesOrValues() {
        let numbers = [3, 1, 2, 2].publisher
        #expect(numbers.map { $0 * 10 } == Publishers.Sequence(sequence: [30, 10, 20, 20]))
        #expect(numbers.filter { $0 > 1 } == Publishers.Sequence(sequence: [3, 2, 2]))
        #expect(numbers.removeDuplicates() == Publishers.Sequence(sequence: [3, 1, 2]))
        #expect(numbers.scan(0, +) == Publishers.Sequence(sequence: [3, 4, 6, 8]))
        #expect(numbers.min() == Optional.Publisher(1))
        #expect(numbers.count() == Just(4))
        #expect(numbers.first() == Optional.Publisher(3))
        #expect(numbers.last() == Optional.Publisher(2))
        #expect(numbers.contains(2).result == .success(true))
        #expect(numbers.output(at: 1) == Optional.Publisher(1))
        #expect(numbers.append(9) == Publishers.Sequence(sequence: [3, 1, 2, 2, 9]))
        #expect(numbers.prepend(0) == Publishers.Sequence(sequence: [0, 3, 1, 2, 2]))
    }

    @Test func valueHoldingOperatorsAreEquatable() {
        let upstream = Just(1)
        #expect(Publishers.Drop(upstream: upstream, count: 2) == Publishers.Drop(upstream: Just(1), count: 2))
        #expect(Publishers.Collect(upstream: upstream) == Publishers.Collect(upstream: Just(1)))
        #expect(Publishers.Retry(upstream: upstream, retries: 1) != Publishers.Retry(upstream: upstream, retries: nil))
        #expect(
            Publishers.ReplaceError(upstream: upstream, output: 2)
                == Publishers.ReplaceError(upstream: upstream, output: 2))
        #expect(Publishers.Count(upstream: upstream) == Publishers.Count(upstream: upstream))
        #expect(Fail<Int, TestError>(error: .boom) != Fail(error: .other))
        #expect(Empty<Int, Never>() != Empty(completeImmediately: false))
    }

    @Test func sequencesAreReadLazilyAsDemandArrives() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        (1...).publisher.subscribe(subscriber)
        #expect(subscriber.values == [1, 2])
        subscriber.request(.max(1))
        #expect(subscriber.values == [1, 2, 3])
        subscriber.cancel()
    }
}
