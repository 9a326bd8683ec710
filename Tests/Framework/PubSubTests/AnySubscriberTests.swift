import PubSub
import PubSubTestSupport
import Testing

/// `AnySubscriber` (wrapping a subscriber, a subject or closures) and `CombineIdentifier`.
@Suite struct AnySubscriberTests {
    @Test func wrapsASubscriberAndKeepsItsIdentityAndDescription() {
        let recorder = RecordingSubscriber<Int, Never>()
        let erased = AnySubscriber(recorder)
        #expect(erased.combineIdentifier == recorder.combineIdentifier)
        #expect(AnySubscriber(erased).combineIdentifier == recorder.combineIdentifier)
        #expect(erased.description.hasPrefix("RecordingSubscriber"))
        [1, 2].publisher.subscribe(erased)
        #expect(recorder.values == [1, 2])
        #expect(recorder.completions == [.finished])
    }

    @Test func closuresReceiveEveryEventAndAMissingValueClosureAsksForNothing() {
        var events: [String] = []
        let erased = AnySubscriber<Int, Never>(
            receiveSubscription: { subscription in
                events.append("subscription")
                subscription.request(.max(1))
            },
            receiveCompletion: { _ in events.append("completion") })
        #expect(erased.description == "Anonymous AnySubscriber")
        #expect(erased.receive(5) == .none)
        Just(1).subscribe(erased)
        #expect(events == ["subscription", "completion"])
    }

    @Test func wrapsASubjectThatThenAsksTheUpstreamForValues() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>()
        subject.subscribe(recorder)
        let upstream = ManualPublisher<Int, Never>()
        let erased = AnySubscriber(subject)
        #expect(erased.description == "Subject")
        upstream.subscribe(erased)
        #expect(upstream.requests == [.unlimited])
        upstream.send(3)
        upstream.send(completion: .finished)
        upstream.send(4)
        #expect(recorder.values == [3])
        #expect(recorder.completions == [.finished])
    }

    @Test func feedingASubjectDoesNotKeepItAlive() {
        let upstream = ManualPublisher<Int, Never>()
        weak var released: PassthroughSubject<Int, Never>?
        var link: AnyCancellable?
        do {
            let subject = PassthroughSubject<Int, Never>()
            released = subject
            link = upstream.subscribe(subject)
        }
        #expect(released == nil)
        upstream.send(1)
        link?.cancel()
        #expect(upstream.cancellations == 1)
    }

    @Test func identifiersAreUniqueOrTheObjectsAddress() {
        #expect(CombineIdentifier() != CombineIdentifier())
        let object = Probe()
        #expect(CombineIdentifier(object) == CombineIdentifier(object))
        #expect(CombineIdentifier(object) != CombineIdentifier(Probe()))
        #expect(
            CombineIdentifier(object).description
                == "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16))
        #expect(Subscriptions.empty.combineIdentifier == Subscriptions.empty.combineIdentifier)
    }
}
