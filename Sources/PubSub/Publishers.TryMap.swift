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

/// TryMap's subscriber; remembers the upstream subscription so an error can cancel it.
private final class TryMapInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber
where Downstream.Failure == any Error {
    typealias Failure = UpstreamFailure
    private let downstream: Downstream
    private let transform: (Input) throws -> Downstream.Input
    private let upstream = SubscriptionSlot()
    private var isFinished = false  // only touched by upstream's serialised calls

    init(downstream: Downstream, transform: @escaping (Input) throws -> Downstream.Input) {
        self.downstream = downstream
        self.transform = transform
    }

    func receive(subscription: any Subscription) {
        upstream.set(subscription)
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !isFinished else { return .none }
        do {
            return downstream.receive(try transform(input))
        } catch {
            isFinished = true
            upstream.cancel()
            downstream.receive(completion: .failure(error))
            return .none
        }
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard !isFinished else { return }
        isFinished = true
        downstream.receive(completion: completion.mapError { $0 as any Error })
    }
}

extension TryMapInner: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    var description: String { "TryMap" }
    var customMirror: Mirror { Mirror(self, children: [:]) }
    var playgroundDescription: Any { description }
}
