extension Publisher {
    /// Publishes `transform(a, b)` of the n-th values of this publisher and `other`.
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure
    {
        zip(other).map(transform)
    }

    /// Combines the n-th values of this publisher and two others into triples.
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }

    /// Publishes `transform` of the n-th values of this publisher and two others.
    public func zip<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        zip(publisher1, publisher2).map(transform)
    }

    /// Combines the n-th values of this publisher and three others into quadruples.
    public func zip<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
        -> Publishers.Zip4<Self, P, Q, R> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure
    {
        Publishers.Zip4(self, publisher1, publisher2, publisher3)
    }

    /// Publishes `transform` of the n-th values of this publisher and three others.
    public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        zip(publisher1, publisher2, publisher3).map(transform)
    }
}

extension Publishers {
    /// Combines the n-th values of three publishers; finishes once a finished one has had all its values
    /// combined, fails when any fails. One zip of all three under one lock, with `Zip`'s demand rules.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
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

        /// Makes it over the publishers given, in order: Combine's `Publishers.Zip3.init(_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var firsts: [A.Output] = []  // guarded by the zip's lock, as the other sides' values
            var seconds: [B.Output] = []
            var thirds: [C.Output] = []
            let inner = ZipInner(downstream: subscriber, sides: 3) {
                (firsts.removeFirst(), seconds.removeFirst(), thirds.removeFirst())
            }
            a.subscribe(inner.side(0) { firsts.append($0) })
            b.subscribe(inner.side(1) { seconds.append($0) })
            c.subscribe(inner.side(2) { thirds.append($0) })
        }
    }

    /// Combines the n-th values of four publishers, like `Zip3`.
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
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

        /// Makes it over the publishers given, in order: Combine's `Publishers.Zip4.init(_:_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var firsts: [A.Output] = []  // guarded by the zip's lock, as the other sides' values
            var seconds: [B.Output] = []
            var thirds: [C.Output] = []
            var fourths: [D.Output] = []
            let inner = ZipInner(downstream: subscriber, sides: 4) {
                (firsts.removeFirst(), seconds.removeFirst(), thirds.removeFirst(), fourths.removeFirst())
            }
            a.subscribe(inner.side(0) { firsts.append($0) })
            b.subscribe(inner.side(1) { seconds.append($0) })
            c.subscribe(inner.side(2) { thirds.append($0) })
            d.subscribe(inner.side(3) { fourths.append($0) })
        }
    }
}

extension Publishers.Zip: Equatable where A: Equatable, B: Equatable {
    /// Equal when made from equal upstreams and arguments.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.a == rhs.a && lhs.b == rhs.b }
}

extension Publishers.Zip3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.Zip4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}
