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
            let predicate = predicate
            let last = LastValue<Output>()
            upstream.subscribe(
                FilteringInner(
                    "RemoveDuplicates", downstream: subscriber,
                    mirror: .downstream(extra: { [("last", last.value as Any)] }), mapFailure: { $0 }
                ) { value in
                    if let previous = last.value, predicate(previous, value) { return .skip }
                    last.value = value
                    return .emit(value)
                })
        }
    }
}
