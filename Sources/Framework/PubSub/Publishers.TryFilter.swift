extension Publisher {
    /// Republishes the values a throwing `isIncluded` accepts; a thrown error cancels upstream and fails.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }
}

extension Publishers {
    /// Publishes the upstream values that pass `isIncluded`; a dropped value gives its demand back.
    public struct TryFilter<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = any Error
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `isIncluded` it was made with.
        public let isIncluded: (Upstream.Output) throws -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.TryFilter.init(upstream:isIncluded:)`.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            upstream.subscribe(
                FilteringInner("TryFilter", downstream: subscriber, mapFailure: { $0 }) { value in
                    do { return try isIncluded(value) ? .emit(value) : .skip } catch { return .fail(error) }
                })
        }
    }
}
