import Dispatch
import Foundation
import PubSub
import PubSubTestSupport
import Testing

/// `Zip3` and `Zip4` zip all their sides under one lock: a downstream that asks for more from inside a
/// delivery while another thread sends a value that completes part of a tuple cannot deadlock them.
@Suite struct ZipLockOrderTests {
    /// One thread delivers a triple and, from inside it, asks for more; meanwhile a second thread sends
    /// the value that pairs the first two sides. A zip nested as `Zip(Zip(a, b), c)` takes the inner
    /// lock on the second thread and then waits for the outer one, while the first holds the outer
    /// lock and asks the inner zip for more: neither moves. The first thread gives the second up to
    /// `headStart` to get in first (it cannot finish before the delivery ends under either design).
    @Test(.timeLimit(.minutes(1))) func aRequestFromInsideADeliveryWhileAnotherSideSendsDoesNotDeadlock() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let c = PassthroughSubject<Int, Never>()
        nonisolated(unsafe) var subscription: (any Subscription)?  // set before the threads start
        let secondSent = DispatchSemaphore(value: 0)
        let bothDone = DispatchSemaphore(value: 0)
        let headStart = DispatchTimeInterval.milliseconds(200)
        let triples = Locked<[String]>([])
        a.zip(b, c).subscribe(
            AnySubscriber<(Int, Int, Int), Never>(
                receiveSubscription: { link in
                    subscription = link
                    link.request(.max(2))
                },
                receiveValue: { triple in
                    triples.withLock { $0.append("\(triple)") }
                    guard triple.0 == 1 else { return .none }
                    Thread.detachNewThread {
                        b.send(2)
                        secondSent.signal()
                        bothDone.signal()
                    }
                    _ = secondSent.wait(timeout: .now() + headStart)
                    subscription?.request(.max(1))
                    return .none
                }))
        a.send(1)
        b.send(1)
        a.send(2)
        Thread.detachNewThread {
            c.send(1)
            bothDone.signal()
        }
        let deadline = DispatchTime.now() + 10
        let finished = [bothDone.wait(timeout: deadline), bothDone.wait(timeout: deadline)]
        #expect(finished == [.success, .success])
        guard finished == [.success, .success] else { return }  // deadlocked threads keep the zip's locks
        c.send(2)
        #expect(triples.withLock { $0 } == ["(1, 1, 1)", "(2, 2, 2)"])
    }
}
