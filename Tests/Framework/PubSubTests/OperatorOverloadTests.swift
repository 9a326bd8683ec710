import PubSub
import PubSubTestSupport
import Testing

/// Combine's overloads that pick operator types: `flatMap` and `switchToLatest` when only one side can
/// fail, and the fusion of `map`, `filter` and `compactMap` chains into one operator.
@Suite struct OperatorOverloadTests {
    @Test func flatMapGivesTheSideThatCannotFailTheOthersFailureType() {
        let neverFailing = PassthroughSubject<Int, Never>()
        let failing = PassthroughSubject<Int, TestError>()
        let upstreamTakes = neverFailing.flatMap { _ in Fail<Int, TestError>(error: .boom) }
        let innersTake = failing.flatMap { Just($0 * 2) }
        let neither = neverFailing.flatMap { Just($0) }
        #expect(type(of: upstreamTakes).Failure.self == TestError.self)
        #expect(type(of: innersTake).Failure.self == TestError.self)
        #expect(type(of: neither).Failure.self == Never.self)
        let subscriber = RecordingSubscriber<Int, TestError>()
        innersTake.subscribe(subscriber)
        failing.send(3)
        failing.send(completion: .failure(.other))
        #expect(subscriber.values == [6])
        #expect(subscriber.completions == [.failure(.other)])
    }

    @Test func switchToLatestGivesTheSideThatCannotFailTheOthersFailureType() {
        let outer = PassthroughSubject<Fail<Int, TestError>, Never>()
        let subscriber = RecordingSubscriber<Int, TestError>()
        outer.switchToLatest().subscribe(subscriber)
        outer.send(Fail(error: .boom))
        #expect(subscriber.completions == [.failure(.boom)])
        let failingOuter = PassthroughSubject<Just<Int>, TestError>()
        let values = RecordingSubscriber<Int, TestError>()
        failingOuter.switchToLatest().subscribe(values)
        failingOuter.send(Just(5))
        #expect(values.values == [5])
        let neither = PassthroughSubject<Just<Int>, Never>().switchToLatest()
        #expect(type(of: neither).Failure.self == Never.self)
    }

    @Test func chainsOfMapsFiltersAndCompactMapsFuseIntoOneOperator() {
        let subject = PassthroughSubject<Int, Never>()
        let mapped = subject.map { $0 + 1 }.map { $0 * 2 }
        #expect(type(of: mapped) == Publishers.Map<PassthroughSubject<Int, Never>, Int>.self)
        let filtered = subject.filter { $0 > 0 }.filter { $0 < 10 }
        #expect(type(of: filtered) == Publishers.Filter<PassthroughSubject<Int, Never>>.self)
        let compacted = subject.compactMap { $0 > 0 ? $0 : nil }.map { $0 * 3 }
        #expect(type(of: compacted) == Publishers.CompactMap<PassthroughSubject<Int, Never>, Int>.self)
        let tried = subject.map { $0 }.tryMap { $0 }
        #expect(type(of: tried) == Publishers.TryMap<PassthroughSubject<Int, Never>, Int>.self)
        var out: [Int] = []
        let links = [
            mapped.sink { out.append($0) }, filtered.sink { out.append($0) }, compacted.sink { out.append($0) },
        ]
        withExtendedLifetime(links) {
            subject.send(4)
            subject.send(-1)
            subject.send(12)
        }
        #expect(out == [10, 4, 12, 0, 26, 36])
    }
}
