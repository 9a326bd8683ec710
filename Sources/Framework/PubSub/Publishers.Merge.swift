// Combine's `merge` family: `Merge` to `Merge8` (each with `merge(with:)` to grow into the next) and the
// `Publisher.merge(with:…)` forms. One type per arity is Combine's API, hence the length; all of them
// subscribe through `MergeMany`.

extension Publisher {
    /// Interleaves this publisher's values with `other`'s, in arrival order.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// Interleaves this publisher's values with those of 2 others, in arrival order.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }

    /// Interleaves this publisher's values with those of 3 others, in arrival order.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
        -> Publishers.Merge4<Self, B, C, D>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
        D.Failure == Failure
    {
        Publishers.Merge4(self, b, c, d)
    }

    /// Interleaves this publisher's values with those of 4 others, in arrival order.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(with b: B, _ c: C, _ d: D, _ e: E)
        -> Publishers.Merge5<Self, B, C, D, E>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
        D.Failure == Failure, E.Output == Output, E.Failure == Failure
    {
        Publishers.Merge5(self, b, c, d, e)
    }

    /// Interleaves this publisher's values with those of 5 others, in arrival order.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> Publishers.Merge6<Self, B, C, D, E, F>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
        D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure
    {
        Publishers.Merge6(self, b, c, d, e, f)
    }

    /// Interleaves this publisher's values with those of 6 others, in arrival order.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
    ) -> Publishers.Merge7<Self, B, C, D, E, F, G>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
        D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure,
        G.Output == Output, G.Failure == Failure
    {
        Publishers.Merge7(self, b, c, d, e, f, g)
    }

    /// Interleaves this publisher's values with those of 7 others, in arrival order.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
        D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure,
        G.Output == Output, G.Failure == Failure, H.Output == Output, H.Failure == Failure
    {
        Publishers.Merge8(self, b, c, d, e, f, g, h)
    }
}

extension Publishers {
    /// Interleaves the values of two publishers of one output and failure type; finishes when all have
    /// finished, fails as soon as one fails. Built on `MergeMany` (one implementation of the fan-in rules).
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where B.Output == A.Output, B.Failure == A.Failure {
        /// The values it publishes.
        public typealias Output = A.Output
        /// The failure it can end with.
        public typealias Failure = A.Failure
        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        /// Makes it over the publishers given, in order: Combine's `Publishers.Merge.init(_:_:)`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()])
                .receive(subscriber: subscriber)
        }

        /// These publishers and 1 more.
        public func merge<Z: Publisher>(with z: Z) -> Publishers.Merge3<A, B, Z>
        where Z.Output == Output, Z.Failure == Failure {
            Publishers.Merge3(a, b, z)
        }

        /// These publishers and 2 more.
        public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y) -> Publishers.Merge4<A, B, Z, Y>
        where Z.Output == Output, Z.Failure == Failure, Y.Output == Output, Y.Failure == Failure {
            Publishers.Merge4(a, b, z, y)
        }

        /// These publishers and 3 more.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher>(with z: Z, _ y: Y, _ x: X)
            -> Publishers.Merge5<A, B, Z, Y, X>
        where
            Z.Output == Output, Z.Failure == Failure, Y.Output == Output, Y.Failure == Failure, X.Output == Output,
            X.Failure == Failure
        {
            Publishers.Merge5(a, b, z, y, x)
        }

        /// These publishers and 4 more.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(with z: Z, _ y: Y, _ x: X, _ w: W)
            -> Publishers.Merge6<A, B, Z, Y, X, W>
        where
            Z.Output == Output, Z.Failure == Failure, Y.Output == Output, Y.Failure == Failure, X.Output == Output,
            X.Failure == Failure, W.Output == Output, W.Failure == Failure
        {
            Publishers.Merge6(a, b, z, y, x, w)
        }

        /// These publishers and 5 more.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher>(
            with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V
        ) -> Publishers.Merge7<A, B, Z, Y, X, W, V>
        where
            Z.Output == Output, Z.Failure == Failure, Y.Output == Output, Y.Failure == Failure, X.Output == Output,
            X.Failure == Failure, W.Output == Output, W.Failure == Failure, V.Output == Output, V.Failure == Failure
        {
            Publishers.Merge7(a, b, z, y, x, w, v)
        }

        /// These publishers and 6 more.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, U: Publisher>(
            with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V, _ u: U
        ) -> Publishers.Merge8<A, B, Z, Y, X, W, V, U>
        where
            Z.Output == Output, Z.Failure == Failure, Y.Output == Output, Y.Failure == Failure, X.Output == Output,
            X.Failure == Failure, W.Output == Output, W.Failure == Failure, V.Output == Output, V.Failure == Failure,
            U.Output == Output, U.Failure == Failure
        {
            Publishers.Merge8(a, b, z, y, x, w, v, u)
        }
    }

    /// Interleaves the values of 3 publishers of one output and failure type; finishes when all have
    /// finished, fails as soon as one fails. Built on `MergeMany` (one implementation of the fan-in rules).
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure {
        /// The values it publishes.
        public typealias Output = A.Output
        /// The failure it can end with.
        public typealias Failure = A.Failure
        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C

        /// Makes it over the publishers given, in order: Combine's `Publishers.Merge3.init(_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()])
                .receive(subscriber: subscriber)
        }

        /// These publishers and 1 more.
        public func merge<Z: Publisher>(with z: Z) -> Publishers.Merge4<A, B, C, Z>
        where Z.Output == Output, Z.Failure == Failure {
            Publishers.Merge4(a, b, c, z)
        }

        /// These publishers and 2 more.
        public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y) -> Publishers.Merge5<A, B, C, Z, Y>
        where Z.Output == Output, Z.Failure == Failure, Y.Output == Output, Y.Failure == Failure {
            Publishers.Merge5(a, b, c, z, y)
        }

        /// These publishers and 3 more.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher>(with z: Z, _ y: Y, _ x: X)
            -> Publishers.Merge6<A, B, C, Z, Y, X>
        where
            Z.Output == Output, Z.Failure == Failure, Y.Output == Output, Y.Failure == Failure, X.Output == Output,
            X.Failure == Failure
        {
            Publishers.Merge6(a, b, c, z, y, x)
        }

        /// These publishers and 4 more.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(with z: Z, _ y: Y, _ x: X, _ w: W)
            -> Publishers.Merge7<A, B, C, Z, Y, X, W>
        where
            Z.Output == Output, Z.Failure == Failure, Y.Output == Output, Y.Failure == Failure, X.Output == Output,
            X.Failure == Failure, W.Output == Output, W.Failure == Failure
        {
            Publishers.Merge7(a, b, c, z, y, x, w)
        }

        /// These publishers and 5 more.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher>(
            with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V
        ) -> Publishers.Merge8<A, B, C, Z, Y, X, W, V>
        where
            Z.Output == Output, Z.Failure == Failure, Y.Output == Output, Y.Failure == Failure, X.Output == Output,
            X.Failure == Failure, W.Output == Output, W.Failure == Failure, V.Output == Output, V.Failure == Failure
        {
            Publishers.Merge8(a, b, c, z, y, x, w, v)
        }
    }

    /// Interleaves the values of 4 publishers of one output and failure type; finishes when all have
    /// finished, fails as soon as one fails. Built on `MergeMany` (one implementation of the fan-in rules).
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where
        B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure,
        D.Output == A.Output, D.Failure == A.Failure
    {
        /// The values it publishes.
        public typealias Output = A.Output
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

        /// Makes it over the publishers given, in order: Combine's `Publishers.Merge4.init(_:_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.MergeMany([
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
            ])
            .receive(subscriber: subscriber)
        }

        /// These publishers and 1 more.
        public func merge<Z: Publisher>(with z: Z) -> Publishers.Merge5<A, B, C, D, Z>
        where Z.Output == Output, Z.Failure == Failure {
            Publishers.Merge5(a, b, c, d, z)
        }

        /// These publishers and 2 more.
        public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y) -> Publishers.Merge6<A, B, C, D, Z, Y>
        where Z.Output == Output, Z.Failure == Failure, Y.Output == Output, Y.Failure == Failure {
            Publishers.Merge6(a, b, c, d, z, y)
        }

        /// These publishers and 3 more.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher>(with z: Z, _ y: Y, _ x: X)
            -> Publishers.Merge7<A, B, C, D, Z, Y, X>
        where
            Z.Output == Output, Z.Failure == Failure, Y.Output == Output, Y.Failure == Failure, X.Output == Output,
            X.Failure == Failure
        {
            Publishers.Merge7(a, b, c, d, z, y, x)
        }

        /// These publishers and 4 more.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(with z: Z, _ y: Y, _ x: X, _ w: W)
            -> Publishers.Merge8<A, B, C, D, Z, Y, X, W>
        where
            Z.Output == Output, Z.Failure == Failure, Y.Output == Output, Y.Failure == Failure, X.Output == Output,
            X.Failure == Failure, W.Output == Output, W.Failure == Failure
        {
            Publishers.Merge8(a, b, c, d, z, y, x, w)
        }
    }

    /// Interleaves the values of 5 publishers of one output and failure type; finishes when all have
    /// finished, fails as soon as one fails. Built on `MergeMany` (one implementation of the fan-in rules).
    public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
    where
        B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure,
        D.Output == A.Output, D.Failure == A.Failure, E.Output == A.Output, E.Failure == A.Failure
    {
        /// The values it publishes.
        public typealias Output = A.Output
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
        /// The fifth upstream publisher.
        public let e: E

        /// Makes it over the publishers given, in order: Combine's `Publishers.Merge5.init(_:_:_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.MergeMany([
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher(),
            ])
            .receive(subscriber: subscriber)
        }

        /// These publishers and 1 more.
        public func merge<Z: Publisher>(with z: Z) -> Publishers.Merge6<A, B, C, D, E, Z>
        where Z.Output == Output, Z.Failure == Failure {
            Publishers.Merge6(a, b, c, d, e, z)
        }

        /// These publishers and 2 more.
        public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y) -> Publishers.Merge7<A, B, C, D, E, Z, Y>
        where Z.Output == Output, Z.Failure == Failure, Y.Output == Output, Y.Failure == Failure {
            Publishers.Merge7(a, b, c, d, e, z, y)
        }

        /// These publishers and 3 more.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher>(with z: Z, _ y: Y, _ x: X)
            -> Publishers.Merge8<A, B, C, D, E, Z, Y, X>
        where
            Z.Output == Output, Z.Failure == Failure, Y.Output == Output, Y.Failure == Failure, X.Output == Output,
            X.Failure == Failure
        {
            Publishers.Merge8(a, b, c, d, e, z, y, x)
        }
    }

    /// Interleaves the values of 6 publishers of one output and failure type; finishes when all have
    /// finished, fails as soon as one fails. Built on `MergeMany` (one implementation of the fan-in rules).
    public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
    where
        B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure,
        D.Output == A.Output, D.Failure == A.Failure, E.Output == A.Output, E.Failure == A.Failure,
        F.Output == A.Output, F.Failure == A.Failure
    {
        /// The values it publishes.
        public typealias Output = A.Output
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
        /// The fifth upstream publisher.
        public let e: E
        /// The sixth upstream publisher.
        public let f: F

        /// Makes it over the publishers given, in order: Combine's `Publishers.Merge6.init(_:_:_:_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.MergeMany([
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher(), f.eraseToAnyPublisher(),
            ])
            .receive(subscriber: subscriber)
        }

        /// These publishers and 1 more.
        public func merge<Z: Publisher>(with z: Z) -> Publishers.Merge7<A, B, C, D, E, F, Z>
        where Z.Output == Output, Z.Failure == Failure {
            Publishers.Merge7(a, b, c, d, e, f, z)
        }

        /// These publishers and 2 more.
        public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y) -> Publishers.Merge8<A, B, C, D, E, F, Z, Y>
        where Z.Output == Output, Z.Failure == Failure, Y.Output == Output, Y.Failure == Failure {
            Publishers.Merge8(a, b, c, d, e, f, z, y)
        }
    }

    /// Interleaves the values of 7 publishers of one output and failure type; finishes when all have
    /// finished, fails as soon as one fails. Built on `MergeMany` (one implementation of the fan-in rules).
    public struct Merge7<
        A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher
    >: Publisher
    where
        B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure,
        D.Output == A.Output, D.Failure == A.Failure, E.Output == A.Output, E.Failure == A.Failure,
        F.Output == A.Output, F.Failure == A.Failure, G.Output == A.Output, G.Failure == A.Failure
    {
        /// The values it publishes.
        public typealias Output = A.Output
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
        /// The fifth upstream publisher.
        public let e: E
        /// The sixth upstream publisher.
        public let f: F
        /// The seventh upstream publisher.
        public let g: G

        /// Makes it over the publishers given, in order: Combine's `Publishers.Merge7.init(_:_:_:_:_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.MergeMany([
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher(),
            ])
            .receive(subscriber: subscriber)
        }

        /// These publishers and 1 more.
        public func merge<Z: Publisher>(with z: Z) -> Publishers.Merge8<A, B, C, D, E, F, G, Z>
        where Z.Output == Output, Z.Failure == Failure {
            Publishers.Merge8(a, b, c, d, e, f, g, z)
        }
    }

    /// Interleaves the values of 8 publishers of one output and failure type; finishes when all have
    /// finished, fails as soon as one fails. Built on `MergeMany` (one implementation of the fan-in rules).
    public struct Merge8<
        A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher
    >: Publisher
    where
        B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure,
        D.Output == A.Output, D.Failure == A.Failure, E.Output == A.Output, E.Failure == A.Failure,
        F.Output == A.Output, F.Failure == A.Failure, G.Output == A.Output, G.Failure == A.Failure,
        H.Output == A.Output, H.Failure == A.Failure
    {
        /// The values it publishes.
        public typealias Output = A.Output
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
        /// The fifth upstream publisher.
        public let e: E
        /// The sixth upstream publisher.
        public let f: F
        /// The seventh upstream publisher.
        public let g: G
        /// The eighth upstream publisher.
        public let h: H

        /// Makes it over the publishers given, in order: Combine's `Publishers.Merge8.init(_:_:_:_:_:_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
            self.h = h
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.MergeMany([
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher(), h.eraseToAnyPublisher(),
            ])
            .receive(subscriber: subscriber)
        }
    }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}

extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

extension Publishers.Merge4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publishers.Merge5: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable {}

extension Publishers.Merge6: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable {}

extension Publishers.Merge7: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable {}

extension Publishers.Merge8: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable, H: Equatable {}
