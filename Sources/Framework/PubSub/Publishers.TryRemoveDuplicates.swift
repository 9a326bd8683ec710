extension Publisher {
    /// Drops values a throwing `predicate(previous, current)` calls duplicates; a thrown error cancels
    /// upstream and fails.
    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool)
        -> Publishers.TryRemoveDuplicates<Self>
    {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// Publishes a value only if the predicate says it is no duplicate of the previous published one.
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = any Error
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `predicate` it was made with.
        public let predicate: (Output, Output) throws -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.TryRemoveDuplicates.init(upstream:predicate:)`.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            let last = LastValue<Output>()
            upstream.subscribe(
                FilteringInner(
                    "TryRemoveDuplicates", downstream: subscriber,
                    mirror: .downstream(extra: { [("last", last.value as Any)] }), mapFailure: { $0 }
                ) { value in
                    do {
                        if let previous = last.value, try predicate(previous, value) { return .skip }
                        last.value = value
                        return .emit(value)
                    } catch {
                        return .fail(error)
                    }
                })
        }
    }
}
