import PubSub
import PubSubTestSupport
import Testing

/// `Merge` to `Merge8` and `MergeMany.merge(with:)`, `Zip3`/`Zip4`, `CombineLatest3`/`CombineLatest4`, and
/// their transform forms.
@Suite struct FanInFamilyTests {
    @Test func mergesOfEveryArityInterleaveAndFinishWhenAllHave() {
        let subjects = (0..<8).map { _ in PassthroughSubject<Int, Never>() }
        let s = subjects
        let merged = s[0].merge(with: s[1], s[2], s[3], s[4], s[5], s[6], s[7])
        let subscriber = RecordingSubscriber<Int, Never>()
        merged.subscribe(subscriber)
        for (index, subject) in subjects.enumerated().reversed() { subject.send(index) }
        for subject in subjects.dropLast() { subject.send(completion: .finished) }
        #expect(subscriber.completions.isEmpty)
        subjects[7].send(completion: .finished)
        #expect(subscriber.values == [7, 6, 5, 4, 3, 2, 1, 0])
        #expect(subscriber.completions == [.finished])
        #expect(type(of: Publishers.Merge(s[0], s[1]).merge(with: s[2])) == Publishers.Merge3<S, S, S>.self)
        #expect(type(of: s[0].merge(with: s[1])) == Publishers.MergeMany<S>.self)
        #expect(type(of: s[0].merge(with: s[1], s[2]).merge(with: s[3], s[4])) == Publishers.Merge5<S, S, S, S, S>.self)
    }

    @Test func aFailingMergeInputFailsTheMergeAndCancelsTheOthers() {
        let a = ManualPublisher<Int, TestError>()
        let b = ManualPublisher<Int, TestError>()
        let c = ManualPublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>()
        a.merge(with: b, c).subscribe(subscriber)
        b.send(completion: .failure(.boom))
        #expect(subscriber.completions == [.failure(.boom)])
        #expect(a.cancellations == 1)
        #expect(c.cancellations == 1)
    }

    @Test func mergeManyGrowsByOne() {
        let many = Publishers.MergeMany(erased([1]), erased([2])).merge(with: erased([3]))
        #expect(many.publishers.count == 3)
        #expect(collect(many).sorted() == [1, 2, 3])
        #expect(collect(erased([4]).merge(with: erased([5]))).sorted() == [4, 5])
    }

    @Test func zipsCombineTheNthValuesOfThreeOrFour() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let c = PassthroughSubject<Bool, Never>()
        let d = PassthroughSubject<Double, Never>()
        var triples: [String] = []
        var quadruples: [String] = []
        let links = [
            a.zip(b, c).sink { triples.append("\($0)\($1)\($2)") },
            a.zip(b, c, d) { "\($0)\($1)\($2)\($3)" }.sink { quadruples.append($0) },
        ]
        withExtendedLifetime(links) {
            a.send(1)
            a.send(2)
            b.send("x")
            c.send(true)
            d.send(0.5)
            b.send("y")
        }
        #expect(triples == ["1xtrue"])
        #expect(quadruples == ["1xtrue0.5"])
        #expect(collect(erased([1, 2]).zip(erased([10, 20])) { $0 + $1 }) == [11, 22])
        #expect(collect(erased([1]).zip(erased([2]), erased([3])) { $0 + $1 + $2 }) == [6])
    }

    @Test func aFinishedZipInputWithNothingLeftFinishesTheZip() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let c = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<(Int, Int, Int), Never>()
        a.zip(b, c).subscribe(subscriber)
        c.send(completion: .finished)
        #expect(subscriber.completions.count == 1)
    }

    @Test func combineLatestOfThreeOrFourPublishesOnceEachHasAValue() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let c = PassthroughSubject<Int, Never>()
        let d = PassthroughSubject<Int, Never>()
        var sums: [Int] = []
        var quadruples: [[Int]] = []
        let links = [
            a.combineLatest(b, c) { $0 + $1 + $2 }.sink { sums.append($0) },
            a.combineLatest(b, c, d).sink { quadruples.append([$0, $1, $2, $3]) },
        ]
        withExtendedLifetime(links) {
            a.send(1)
            b.send(10)
            c.send(100)
            a.send(2)
            d.send(0)
        }
        #expect(sums == [111, 112])
        #expect(quadruples == [[2, 10, 100, 0]])
        let triples = RecordingSubscriber<(Int, Int, Int), Never>()
        a.combineLatest(b, c).subscribe(triples)
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(triples.completions.isEmpty)
        c.send(completion: .finished)
        #expect(triples.completions.count == 1)
    }
}

/// The subject type the merge type checks use.
private typealias S = PassthroughSubject<Int, Never>
