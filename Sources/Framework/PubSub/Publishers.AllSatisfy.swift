extension Publisher {
    /// Publishes whether every value satisfies `predicate`; the first that does not ends the stream.
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }

    /// Publishes whether every value satisfies a throwing `predicate`; a thrown error fails the stream.
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// Publishes `true` when upstream finishes with every value satisfying the predicate, `false` (and
    /// cancels upstream) at the first that does not.
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Bool
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `predicate` it was made with.
        public let predicate: (Upstream.Output) -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.AllSatisfy.init(upstream:predicate:)`.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                ReducingInner("AllSatisfy", downstream: subscriber, initial: true, mapFailure: { $0 }) {
                    result, value in
                    guard predicate(value) else {
                        result = false
                        return .finish
                    }
                    return .more
                })
        }
    }

    /// `AllSatisfy` with a throwing predicate: a thrown error cancels upstream and fails.
    public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Bool
        /// The failure it can end with.
        public typealias Failure = any Error
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `predicate` it was made with.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.TryAllSatisfy.init(upstream:predicate:)`.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                ReducingInner("TryAllSatisfy", downstream: subscriber, initial: true, mapFailure: { $0 }) {
                    result, value in
                    do {
                        guard try predicate(value) else {
                            result = false
                            return .finish
                        }
                        return .more
                    } catch {
                        return .fail(error)
                    }
                })
        }
    }
}
