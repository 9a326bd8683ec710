extension Publisher {
    /// Republishes values while `predicate` holds; the first value that fails it finishes the stream.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// `prefix(while:)` with a throwing predicate; a thrown error cancels upstream and fails.
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// Publishes upstream values until one fails `predicate`, then cancels upstream and finishes.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `predicate` it was made with.
        public let predicate: (Upstream.Output) -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.PrefixWhile.init(upstream:predicate:)`.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                FilteringInner("PrefixWhile", downstream: subscriber, mapFailure: { $0 }) {
                    predicate($0) ? .emit($0) : .finish
                })
        }
    }

    /// `PrefixWhile` with a throwing predicate: a thrown error cancels upstream and fails.
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = any Error
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `predicate` it was made with.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.TryPrefixWhile.init(upstream:predicate:)`.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                FilteringInner("TryPrefixWhile", downstream: subscriber, mapFailure: { $0 }) { value in
                    do { return try predicate(value) ? .emit(value) : .finish } catch { return .fail(error) }
                })
        }
    }
}
