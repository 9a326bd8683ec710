extension Publisher {
    /// Pairs the n-th value of this publisher with the n-th value of `other`.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }
}

extension Publishers {
    /// Publishes pairs in lock-step; finishes once a finished side has had all its values paired, fails
    /// when either side fails.
    ///
    /// The downstream's requests go to both sides; demand it adds while receiving a pair goes back to the
    /// side whose value completed that pair as the answer to that value, as in Combine. The subscription
    /// reaches the downstream once both sides have subscribed.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The values it publishes.
        public typealias Output = (A.Output, B.Output)
        /// The failure it can end with.
        public typealias Failure = A.Failure
        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        /// Makes it over the publishers given, in order: Combine's `Publishers.Zip.init(_:_:)`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var firsts: [A.Output] = []  // guarded by the zip's lock, as the other sides' values
            var seconds: [B.Output] = []
            let inner = ZipInner(downstream: subscriber, sides: 2) { (firsts.removeFirst(), seconds.removeFirst()) }
            a.subscribe(inner.side(0) { firsts.append($0) })
            b.subscribe(inner.side(1) { seconds.append($0) })
        }
    }
}
