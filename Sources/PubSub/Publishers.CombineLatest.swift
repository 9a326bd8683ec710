import Synchronization

extension Publisher {
    /// Publishes a pair of the latest values of both publishers whenever either emits (once both have).
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Publishes `transform(latestA, latestB)` whenever either publisher emits (once both have).
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
}

extension Publishers {
    /// Pairs the latest values of two publishers; finishes when both finish, fails when either fails.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The values it publishes.
        public typealias Output = (A.Output, B.Output)
        /// The failure it can end with.
        public typealias Failure = A.Failure
        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        /// Makes it over the publishers given, in order: Combine's `Publishers.CombineLatest.init(_:_:)`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber, overflow: .buffer)
            let group = UpstreamGroup(count: 2)
            let latest = Mutex(LatestPair<A.Output, B.Output>())
            relay.onCancel { group.cancelAll() }
            let complete: (Subscribers.Completion<Failure>) -> Void = { completion in
                if case .failure = completion {
                    group.cancelAll()
                    relay.finish(completion)
                } else if group.finishOne() {
                    relay.finish(.finished)
                }
            }
            a.subscribe(
                RelayFeed<A.Output, Failure>(
                    slot: group.slots[0],
                    onValue: { value in
                        if let pair = latest.withLock({ Unchecked(value: $0.setFirst(value)) }).value {
                            relay.offer(pair)
                        }
                    }, onCompletion: complete))
            b.subscribe(
                RelayFeed<B.Output, Failure>(
                    slot: group.slots[1],
                    onValue: { value in
                        if let pair = latest.withLock({ Unchecked(value: $0.setSecond(value)) }).value {
                            relay.offer(pair)
                        }
                    }, onCompletion: complete))
            relay.start()
        }
    }
}

/// The latest value of each side; only touched under its mutex.
private struct LatestPair<First, Second>: @unchecked Sendable {
    var first: First?
    var second: Second?

    mutating func setFirst(_ value: First) -> (First, Second)? {
        first = value
        return second.map { (value, $0) }
    }

    mutating func setSecond(_ value: Second) -> (First, Second)? {
        second = value
        return first.map { ($0, value) }
    }
}
