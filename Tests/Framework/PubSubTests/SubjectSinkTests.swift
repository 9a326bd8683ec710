import Dispatch
import PubSubTestSupport
import Synchronization
import Testing

@testable import PubSub

#if canImport(Glibc)
    import Glibc
#endif

/// A sink on a subject keeps its value closure immutable and frees it with the sink object: these
/// tests pin down that the closure still goes at the right moment on every way a sink ends, and that
/// completion taking the sink out of its `AnyCancellable` is safe against that owner going away.
@Suite struct SubjectSinkTests {
    @Test func completionQueuedDuringDeliveryDropsTheClosureOnceTheSendReturns() {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakProbe: Probe?
        var events: [String] = []
        let link: AnyCancellable = {
            let probe = Probe()
            weakProbe = probe
            return subject.sink(
                receiveCompletion: { _ in events.append("finished") },
                receiveValue: { value in
                    probe.touch()
                    events.append("\(value)")
                    subject.send(completion: .finished)
                    events.append("returned")
                })
        }()
        subject.send(1)
        #expect(events == ["1", "returned", "finished"])
        #expect(weakProbe == nil)
        subject.send(2)
        link.cancel()
        #expect(events == ["1", "returned", "finished"])
    }

    @Test func aSinkStoredInASetKeepsNoClosureAfterCompletion() {
        let subject = CurrentValueSubject<Int, TestError>(0)
        var links = Set<AnyCancellable>()
        weak var weakProbe: Probe?
        var completions = 0
        do {
            let probe = Probe()
            weakProbe = probe
            subject.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { _ in probe.touch() })
                .store(in: &links)
        }
        #expect(weakProbe?.touches == 1)
        subject.send(completion: .failure(.boom))
        #expect(weakProbe == nil)
        #expect(completions == 1)
        links.forEach { $0.cancel() }
        links.removeAll()
        #expect(completions == 1)
    }

    @Test func aLateSinkOnACompletedSubjectGetsTheCompletionAndKeepsNoClosure() {
        let subject = CurrentValueSubject<Int, Never>(7)
        subject.send(completion: .finished)
        weak var weakProbe: Probe?
        var finished = false
        let link: AnyCancellable = {
            let probe = Probe()
            weakProbe = probe
            return subject.sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in probe.touch() })
        }()
        #expect(finished)
        #expect(weakProbe == nil)
        link.cancel()
    }

    @Test func cancelAfterCompletionIsANoOp() {
        let subject = PassthroughSubject<Int, Never>()
        var completions = 0
        let link = subject.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { _ in })
        subject.send(completion: .finished)
        link.cancel()
        link.cancel()
        #expect(completions == 1)
        #expect(subject.subscriberCount == 0)
    }

    /// Completion on one thread races with the owner being cancelled or dropped on another, 20,000
    /// times. Either way the closure is gone afterwards, the subject lists nobody, and nothing touches a
    /// freed owner (ThreadSanitizer, in `make test-tsan`, would report it).
    @Test func completionRacingWithTheOwnerGoingAwayIsSafe() {
        let rounds = 20_000
        let leftOver = Atomic<Int>(0)
        for round in 0..<rounds {
            let subject = PassthroughSubject<Int, Never>()
            weak var weakProbe: Probe?
            let owner: Mutex<AnyCancellable?> = {
                let probe = Probe()
                weakProbe = probe
                return Mutex(subject.sink { _ in probe.touch() })
            }()
            DispatchQueue.concurrentPerform(iterations: 2) { side in
                if side == 0 {
                    subject.send(completion: .finished)
                } else if round.isMultiple(of: 2) {
                    owner.withLock { $0?.cancel() }
                } else {
                    owner.withLock { $0 = nil }
                }
            }
            owner.withLock { $0 = nil }
            if weakProbe != nil || subject.subscriberCount != 0 { leftOver.add(1, ordering: .relaxed) }
        }
        #expect(leftOver.load(ordering: .relaxed) == 0)
    }

    // MARK: A sink keeps its subject, as Combine's subscription does (CombineX's subject specs 3.5, 3.6)

    /// How a test lets go of the sinks that keep a subject.
    enum SinkEnding: CaseIterable {
        case cancelled, released, completed
    }

    /// A view-model-like object with one published property.
    final class Model: ObservableObject {
        @Published var count = 0
    }

    /// Two sinks stored in a set keep a subject nobody else keeps: it still delivers, and it goes once
    /// they end: cancelled, released, or completed while their cancellables stay stored.
    private static func expectKeptOnlyBySinks<S: Subject & AnyObject>(
        _ makeSubject: () -> S, ending: SinkEnding, receives expected: [Int]
    ) where S.Output == Int, S.Failure == TestError {
        weak var weakSubject: S?
        var received: [Int] = []
        var links = Set<AnyCancellable>()
        do {
            let subject = makeSubject()
            weakSubject = subject
            for _ in 0..<2 {
                subject.sink(receiveCompletion: { _ in }, receiveValue: { received.append($0) }).store(in: &links)
            }
        }
        #expect(weakSubject != nil)
        weakSubject?.send(1)
        #expect(received == expected)
        switch ending {
        case .cancelled: links.forEach { $0.cancel() }
        case .released: links.removeAll()
        case .completed: weakSubject?.send(completion: .finished)
        }
        #expect(weakSubject == nil)
        #expect(links.count == (ending == .released ? 0 : 2))
    }

    @Test(arguments: SinkEnding.allCases)
    func aPassthroughSubjectKeptOnlyByItsSinksDeliversUntilTheyEnd(ending: SinkEnding) {
        Self.expectKeptOnlyBySinks({ PassthroughSubject<Int, TestError>() }, ending: ending, receives: [1, 1])
    }

    @Test(arguments: SinkEnding.allCases)
    func aCurrentValueSubjectKeptOnlyByItsSinksDeliversUntilTheyEnd(ending: SinkEnding) {
        Self.expectKeptOnlyBySinks({ CurrentValueSubject<Int, TestError>(0) }, ending: ending, receives: [0, 0, 1, 1])
    }

    /// The subject stays until the last of its sinks ends.
    @Test func aSubjectStaysUntilItsLastSinkEnds() {
        weak var weakSubject: CurrentValueSubject<Int, Never>?
        var received: [Int] = []
        var links: [AnyCancellable] = []
        do {
            let subject = CurrentValueSubject<Int, Never>(0)
            weakSubject = subject
            links.append(subject.sink { received.append($0) })
            links.append(subject.sink { received.append($0 * 10) })
        }
        links.removeFirst()
        #expect(weakSubject != nil)
        weakSubject?.value = 2
        #expect(received == [0, 0, 20])
        links[0].cancel()
        #expect(weakSubject == nil)
    }

    /// An upstream feeding a subject that only its sink keeps goes on reaching the sink, and is cancelled
    /// when the sink ends and the subject goes.
    @Test func anUpstreamKeepsFeedingASubjectKeptOnlyByItsSink() {
        let upstream = ManualPublisher<Int, Never>()
        var received: [Int] = []
        var feed: AnyCancellable?
        let link: AnyCancellable = {
            let subject = PassthroughSubject<Int, Never>()
            feed = upstream.subscribe(subject)
            return subject.sink { received.append($0) }
        }()
        upstream.send(1)
        upstream.send(2)
        #expect(received == [1, 2])
        #expect(upstream.cancellations == 0)
        link.cancel()
        #expect(upstream.cancellations == 1)
        upstream.send(3)
        #expect(received == [1, 2])
        withExtendedLifetime(feed) {}
    }

    /// `$property.sink` keeps the property's subject (Combine's "PublishedSubject") until the sink ends,
    /// also after the object that owned the property went away.
    @Test(arguments: [false, true])
    func aPublishedSinkKeepsThePropertysSubjectUntilItEnds(cancels: Bool) {
        weak var weakModel: Model?
        weak var weakSubject: CurrentValueSubject<Int, Never>?
        var received: [Int] = []
        var links: [AnyCancellable] = []
        do {
            let model = Model()
            weakModel = model
            weakSubject = model.$count.storage.subject
            model.$count.sink { received.append($0) }.store(in: &links)
            model.count = 1
        }
        #expect(weakModel == nil)
        #expect(weakSubject != nil)
        #expect(received == [0, 1])
        if cancels { links[0].cancel() } else { links.removeAll() }
        #expect(weakSubject == nil)
    }

    /// `objectWillChange.sink` keeps the subject that lists it until it ends, but not the
    /// `ObservableObjectPublisher`: Combine's will-change subscription refers to its publisher weakly
    /// (OpenCombine 0.14's `ObservableObjectPublisher.Inner`), and nobody can send once it is gone.
    @Test(arguments: [false, true])
    func anObjectWillChangeSinkKeepsItsListButNotThePublisher(cancels: Bool) {
        weak var weakPublisher: ObservableObjectPublisher?
        weak var weakSubject: PassthroughSubject<Void, Never>?
        var changes = 0
        var links: [AnyCancellable] = []
        do {
            let model = Model()
            let publisher = model.objectWillChange
            weakPublisher = publisher
            weakSubject = publisher.subject
            publisher.sink { changes += 1 }.store(in: &links)
            model.count = 1
        }
        #expect(changes == 1)
        #expect(weakPublisher == nil)
        #expect(weakSubject != nil)
        if cancels { links[0].cancel() } else { links.removeAll() }
        #expect(weakSubject == nil)
    }

    #if canImport(Glibc)
        /// Holding the subject costs no bytes: the sink keeps it in the field that held the subject's list,
        /// so the object is still 56 bytes, which glibc serves from its 64-byte chunks (56 usable; 64 bytes
        /// would take an 80-byte chunk, 72 usable). Decision 2070 has the arithmetic. glibc may hand out a
        /// larger free chunk whole, so the smallest of 32 sinks per subject is what shows the size class.
        @Test func anIdleSinkStaysInGlibcsSixtyFourByteChunk() {
            let passthrough = PassthroughSubject<Int, Never>()
            let current = CurrentValueSubject<String, TestError>("")
            let model = Model()
            let makers: [() -> AnyCancellable] = [
                { passthrough.sink { _ in } }, { current.sink(receiveCompletion: { _ in }, receiveValue: { _ in }) },
                { model.$count.sink { _ in } }, { model.objectWillChange.sink { _ in } },
            ]
            let smallest = makers.map { make in
                let links = (0..<32).map { _ in make() }
                return links.compactMap { link in
                    link.target.load(ordering: .acquiring).map { Self.mallocUsableSize($0.toOpaque()) }
                }.min()
            }
            #expect(smallest == [56, 56, 56, 56])
        }

        /// glibc's `malloc_usable_size`, which its Swift module does not export: looked up by name.
        private static let mallocUsableSize = unsafeBitCast(
            dlsym(nil, "malloc_usable_size"), to: (@convention(c) (UnsafeMutableRawPointer?) -> Int).self)
    #endif
}
