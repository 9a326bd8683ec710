extension Publisher {
    /// Republishes the non-nil results of a throwing `transform`; a thrown error cancels upstream and fails.
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// Publishes the non-nil results of `transform`; a nil result gives its demand back.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        /// The failure it can end with.
        public typealias Failure = any Error
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `transform` it was made with.
        public let transform: (Upstream.Output) throws -> Output?

        /// Makes it over `upstream`: Combine's `Publishers.TryCompactMap.init(upstream:transform:)`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(
                FilteringInner("TryCompactMap", downstream: subscriber, keepsStep: true, mapFailure: { $0 }) { value in
                    do { return try transform(value).map { .emit($0) } ?? .skip } catch { return .fail(error) }
                })
        }
    }
}
