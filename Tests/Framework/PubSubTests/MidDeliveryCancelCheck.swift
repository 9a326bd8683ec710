import Dispatch
import PubSubTestSupport
import Testing

@testable import PubSub

/// Cancels a sink on this thread while another thread is inside its closure, and expects: the closure
/// stays alive until that call returns, the subject lists nobody and delivers nothing more, and the
/// closure is released once the call has returned.
enum MidDeliveryCancelCheck {
    static func expectReleaseWhenTheCallReturns(
        subscribe: (PassthroughSubject<Int, Never>, @escaping (Int) -> Void) -> AnyCancellable,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let subject = PassthroughSubject<Int, Never>()
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let received = Locked<[Int]>([])
        weak var weakProbe: Probe?
        let link: AnyCancellable = {
            let probe = Probe()
            weakProbe = probe
            return subscribe(subject) { value in
                entered.signal()
                proceed.wait()
                probe.touch()
                received.withLock { $0.append(value) }
            }
        }()
        let sender = DispatchGroup()
        DispatchQueue.global().async(group: sender) { subject.send(1) }
        entered.wait()
        link.cancel()
        subject.send(2)
        #expect(weakProbe != nil, "released while its call still runs", sourceLocation: sourceLocation)
        #expect(subject.subscriberCount == 0, sourceLocation: sourceLocation)
        proceed.signal()
        sender.wait()
        #expect(received.withLock { $0 } == [1], sourceLocation: sourceLocation)
        #expect(weakProbe == nil, "kept after its call returned", sourceLocation: sourceLocation)
    }
}
