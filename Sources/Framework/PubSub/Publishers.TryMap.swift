extension Publisher {
    /// Transforms each value with a throwing closure; a thrown error cancels upstream and fails.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// Publishes `try transform(value)`; the first error ends the stream with `.failure(error)`.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        /// The failure it can end with.
        public typealias Failure = any Error
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `transform` it was made with.
        public let transform: (Upstream.Output) throws -> Output

        /// Makes it over `upstream`: Combine's `Publishers.TryMap.init(upstream:transform:)`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(TryMapInner(downstream: subscriber, transform: transform))
        }
    }
}

/// TryMap's subscriber and the downstream's subscription: requests and cancellation go to the upstream
/// once its subscription arrived (before, they are ignored, as Combine's are); a thrown error cancels
/// upstream and fails. A completion after the stream ended is ignored. `transform` runs unlocked.
///
/// Threading invariant for `@unchecked Sendable`: every stored property is a constant; the link has its
/// own lock.
private final class TryMapInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    @unchecked Sendable
where Downstream.Failure == any Error {
    typealias Failure = UpstreamFailure
    private let downstream: Downstream
    private let transform: (Input) throws -> Downstream.Input
    private let link = UpstreamLink()

    init(downstream: Downstream, transform: @escaping (Input) throws -> Downstream.Input) {
        self.downstream = downstream
        self.transform = transform
    }

    func receive(subscription: any Subscription) {
        guard link.accept(subscription) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        do {
            return downstream.receive(try transform(input))
        } catch {
            link.cancel()
            downstream.receive(completion: .failure(error))
            return .none
        }
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard link.end() != nil else { return }
        downstream.receive(completion: completion.mapError { $0 as any Error })
    }

    func request(_ demand: Subscribers.Demand) { link.request(demand) }

    func cancel() { link.cancel() }
}

extension TryMapInner: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    var description: String { "TryMap" }
    var customMirror: Mirror { Mirror(self, children: [:]) }
    var playgroundDescription: Any { description }
}
