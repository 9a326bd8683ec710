extension Publisher {
    /// Transforms each value with a throwing closure; a thrown error cancels upstream and fails.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// Publishes `try transform(value)`; the first error ends the stream with `.failure(error)`.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(TryMapInner(downstream: subscriber, transform: transform))
        }
    }
}

/// TryMap's subscriber and the downstream's subscription: requests and cancellation go to the upstream
/// once its subscription arrived (before, they are ignored, as Combine's are); a thrown error cancels
/// upstream and fails. Events after the stream ended are ignored.
///
/// Threading invariant for `@unchecked Sendable`: `link` is guarded by `lock`; `transform` runs unlocked.
private final class TryMapInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    @unchecked Sendable
where Downstream.Failure == any Error {
    typealias Failure = UpstreamFailure
    private let downstream: Downstream
    private let transform: (Input) throws -> Downstream.Input
    private let lock = SpinLock()
    private var link = LinkState.awaiting  // guarded by `lock`

    init(downstream: Downstream, transform: @escaping (Input) throws -> Downstream.Input) {
        self.downstream = downstream
        self.transform = transform
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        let accepted = link.accept(subscription)
        lock.unlock()
        guard accepted else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        do {
            return downstream.receive(try transform(input))
        } catch {
            lock.lock()
            let upstream = link.subscription
            link = .ended
            lock.unlock()
            upstream?.cancel()
            downstream.receive(completion: .failure(error))
            return .none
        }
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        lock.lock()
        let live = link.subscription != nil
        if live { link = .ended }
        lock.unlock()
        if live { downstream.receive(completion: completion.mapError { $0 as any Error }) }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let upstream = link.subscription
        lock.unlock()
        upstream?.request(demand)
    }

    func cancel() {
        lock.lock()
        let upstream = link.subscription
        if upstream != nil { link = .ended }
        lock.unlock()
        upstream?.cancel()
    }
}

extension TryMapInner: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    var description: String { "TryMap" }
    var customMirror: Mirror { Mirror(self, children: [:]) }
    var playgroundDescription: Any { description }
}
