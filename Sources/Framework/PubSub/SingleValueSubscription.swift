import Synchronization

/// The subscription of `Just`, `Optional.Publisher` and a successful `Result.Publisher`: on the first
/// request it publishes its one value and finishes; a cancel before that publishes nothing.
///
/// The downstream is taken out atomically by whichever of request and cancel comes first, so the value
/// goes out at most once and the downstream is released after. Threading invariant for
/// `@unchecked Sendable`: `downstream` is guarded by `lock`.
internal final class SingleValueSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
    private let name: String
    private let value: Downstream.Input
    private let lock = SpinLock()
    private var downstream: Downstream?  // guarded by `lock`

    init(_ name: String, value: Downstream.Input, downstream: Downstream) {
        self.name = name
        self.value = value
        self.downstream = downstream
    }

    var description: String { name }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, unlabeledChildren: CollectionOfOne(value)) }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        guard let downstream = take() else { return }
        _ = downstream.receive(value)
        downstream.receive(completion: .finished)
    }

    func cancel() {
        withExtendedLifetime(take()) {}
    }

    private func take() -> Downstream? {
        lock.lock()
        defer { lock.unlock() }
        let taken = downstream
        downstream = nil
        return taken
    }
}
