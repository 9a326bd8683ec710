import Dispatch
import PubSub
import PubSubTestSupport
import Testing

/// A send from another thread while a subject delivers to a subscriber waits for that delivery and
/// returns only once its own value was delivered, as Combine's does (CombineX's PassthroughSubjectSpec
/// and CurrentValueSubjectSpec 4.1). Thread A's delivery of 1 blocks until thread B has started its send
/// of 2; B's send must not return before 2 reached the subscriber. A few rounds, since B may reach the
/// subject only after A's delivery ended (then the check holds either way). `viaSink`: the subscriber is
/// a `sink` (a subject's own sink object) instead of a subscriber behind a relay.
enum WaitingSendCheck {
    static func expectSendsWaitForTheDeliveryInProgress(
        viaSink: Bool, _ makeSubject: () -> some Subject<Int, Never> & Sendable,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for _ in 0..<20 {
            let subject = makeSubject()
            let received = Locked<[Int]>([])
            let aInside = DispatchSemaphore(value: 0)
            let bStarted = DispatchSemaphore(value: 0)
            let onValue = { (value: Int) in
                received.withLock { $0.append(value) }
                if value == 1 {
                    aInside.signal()
                    bStarted.wait()
                }
            }
            let link: AnyCancellable? = viaSink ? subject.sink(receiveValue: onValue) : nil
            if !viaSink {
                subject.subscribe(
                    AnySubscriber<Int, Never>(
                        receiveSubscription: { $0.request(.unlimited) },
                        receiveValue: { value in
                            onValue(value)
                            return .none
                        }))
            }
            let senders = DispatchGroup()
            let seenByB = Locked<[Int]>([])
            DispatchQueue.global().async(group: senders) { subject.send(1) }
            DispatchQueue.global().async(group: senders) {
                aInside.wait()
                bStarted.signal()
                subject.send(2)
                seenByB.withLock { $0 = received.withLock { $0 } }
            }
            senders.wait()
            #expect(
                seenByB.withLock { $0.contains(2) }, "send returned before its value was delivered",
                sourceLocation: sourceLocation)
            subject.send(completion: .finished)
            withExtendedLifetime(link) {}
        }
    }
}
