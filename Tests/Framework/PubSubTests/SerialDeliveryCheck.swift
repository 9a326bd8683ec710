import Dispatch
import PubSub
import Synchronization
import Testing

/// Sends 5,000 values from each of four threads into a fresh subject through the sink that
/// `subscribe` attaches, and expects every value delivered and no two calls of the sink at once.
enum SerialDeliveryCheck {
    static func expectSerialDelivery(
        subscribe: (PassthroughSubject<Int, Never>, @escaping @Sendable (Int) -> Void) -> AnyCancellable,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let subject = PassthroughSubject<Int, Never>()
        let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let count = Atomic<Int>(0)
        let link = subscribe(subject) { _ in
            if inside.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
                overlaps.add(1, ordering: .relaxed)
            }
            count.add(1, ordering: .relaxed)
            inside.subtract(1, ordering: .sequentiallyConsistent)
        }
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for value in 0..<5_000 { subject.send(value) }
        }
        #expect(overlaps.load(ordering: .relaxed) == 0, sourceLocation: sourceLocation)
        #expect(count.load(ordering: .relaxed) == 20_000, sourceLocation: sourceLocation)
        link.cancel()
    }
}
