extension Publisher where Output: Equatable {
    /// Drops values equal to the one published just before.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Drops values that `predicate(previous, current)` says are duplicates.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// Publishes a value only if it differs from the previous published one.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `predicate` it was made with.
        public let predicate: (Output, Output) -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.RemoveDuplicates.init(upstream:predicate:)`.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(RemoveDuplicatesInner(downstream: subscriber, predicate: predicate))
        }
    }
}

/// RemoveDuplicates' subscriber; `previous` is only touched by upstream's serialised calls.
private final class RemoveDuplicatesInner<Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private let downstream: Downstream
    private let predicate: (Input, Input) -> Bool
    private var previous: Input?

    init(downstream: Downstream, predicate: @escaping (Input, Input) -> Bool) {
        self.downstream = downstream
        self.predicate = predicate
    }

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

    func receive(_ input: Input) -> Subscribers.Demand {
        if let previous, predicate(previous, input) { return .max(1) }
        previous = input
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

extension RemoveDuplicatesInner: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    var description: String { "RemoveDuplicates" }
    var customMirror: Mirror { Mirror(self, children: [("downstream", downstream as Any), ("last", previous as Any)]) }
    var playgroundDescription: Any { description }
}
