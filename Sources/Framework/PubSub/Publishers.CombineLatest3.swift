extension Publisher {
    /// Publishes triples of the latest values of this publisher and two others (once each has one).
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q> where P.Failure == Failure, Q.Failure == Failure
    {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Publishes `transform` of the latest values of this publisher and two others.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        combineLatest(publisher1, publisher2).map(transform)
    }

    /// Publishes quadruples of the latest values of this publisher and three others (once each has one).
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    ) -> Publishers.CombineLatest4<Self, P, Q, R>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// Publishes `transform` of the latest values of this publisher and three others.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        combineLatest(publisher1, publisher2, publisher3).map(transform)
    }
}

extension Publishers {
    /// Combines the latest values of three publishers; finishes when all finish, fails when any fails.
    /// One combination of all three under one lock, with `CombineLatest`'s demand rules.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The values it publishes.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The failure it can end with.
        public typealias Failure = A.Failure
        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C

        /// Makes it over the publishers given, in order: Combine's `Publishers.CombineLatest3.init(_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var first: A.Output?  // guarded by the operator's lock, as the other sides' values
            var second: B.Output?
            var third: C.Output?
            let inner = CombineLatestInner(downstream: subscriber, sides: 3) {
                guard let first, let second, let third else { return nil }
                return (first, second, third)
            }
            a.subscribe(inner.side(0) { first = $0 })
            b.subscribe(inner.side(1) { second = $0 })
            c.subscribe(inner.side(2) { third = $0 })
        }
    }

    /// Combines the latest values of four publishers, like `CombineLatest3`.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// The values it publishes.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The failure it can end with.
        public typealias Failure = A.Failure
        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C
        /// The fourth upstream publisher.
        public let d: D

        /// Makes it over the publishers given, in order: Combine's `Publishers.CombineLatest4.init(_:_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var first: A.Output?  // guarded by the operator's lock, as the other sides' values
            var second: B.Output?
            var third: C.Output?
            var fourth: D.Output?
            let inner = CombineLatestInner(downstream: subscriber, sides: 4) {
                guard let first, let second, let third, let fourth else { return nil }
                return (first, second, third, fourth)
            }
            a.subscribe(inner.side(0) { first = $0 })
            b.subscribe(inner.side(1) { second = $0 })
            c.subscribe(inner.side(2) { third = $0 })
            d.subscribe(inner.side(3) { fourth = $0 })
        }
    }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {
    /// Equal when made from equal upstreams and arguments.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.a == rhs.a && lhs.b == rhs.b }
}

extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.CombineLatest4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}
