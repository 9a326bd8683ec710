extension Publisher {
    /// Publishes the value at `keyPath` of each upstream value.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
        Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }

    /// Publishes the values at two key paths of each upstream value, as a tuple.
    public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>)
        -> Publishers.MapKeyPath2<Self, T0, T1>
    {
        Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
    }

    /// Publishes the values at three key paths of each upstream value, as a tuple.
    public func map<T0, T1, T2>(
        _ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>, _ keyPath2: KeyPath<Output, T2>
    ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
        Publishers.MapKeyPath3(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1, keyPath2: keyPath2)
    }
}

extension Publishers {
    /// Publishes `value[keyPath: keyPath]` for every upstream value; demand and cancellation pass through.
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `keyPath` it was made with.
        public let keyPath: KeyPath<Upstream.Output, Output>

        /// Makes it over `upstream`: Combine's `Publishers.MapKeyPath.init(upstream:keyPath:)`.
        public init(upstream: Upstream, keyPath: KeyPath<Upstream.Output, Output>) {
            self.upstream = upstream
            self.keyPath = keyPath
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let keyPath = keyPath
            upstream.subscribe(
                KeyPathInner(downstream: subscriber, name: "ValueForKey", keyPaths: [("keyPath", keyPath)]) {
                    $0[keyPath: keyPath]
                })
        }
    }

    /// Publishes the values at two key paths of every upstream value.
    public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
        /// The values it publishes.
        public typealias Output = (Output0, Output1)
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `keyPath0` it was made with.
        public let keyPath0: KeyPath<Upstream.Output, Output0>
        /// The `keyPath1` it was made with.
        public let keyPath1: KeyPath<Upstream.Output, Output1>

        /// Makes it over `upstream`: Combine's `Publishers.MapKeyPath2.init(upstream:keyPath0:keyPath1:)`.
        public init(
            upstream: Upstream, keyPath0: KeyPath<Upstream.Output, Output0>, keyPath1: KeyPath<Upstream.Output, Output1>
        ) {
            self.upstream = upstream
            self.keyPath0 = keyPath0
            self.keyPath1 = keyPath1
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (keyPath0, keyPath1) = (keyPath0, keyPath1)
            upstream.subscribe(
                KeyPathInner(
                    downstream: subscriber, name: "ValueForKeys",
                    keyPaths: [("keyPath0", keyPath0), ("keyPath1", keyPath1)]
                ) { ($0[keyPath: keyPath0], $0[keyPath: keyPath1]) })
        }
    }

    /// Publishes the values at three key paths of every upstream value.
    public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
        /// The values it publishes.
        public typealias Output = (Output0, Output1, Output2)
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `keyPath0` it was made with.
        public let keyPath0: KeyPath<Upstream.Output, Output0>
        /// The `keyPath1` it was made with.
        public let keyPath1: KeyPath<Upstream.Output, Output1>
        /// The `keyPath2` it was made with.
        public let keyPath2: KeyPath<Upstream.Output, Output2>

        /// Makes it over `upstream`: Combine's `Publishers.MapKeyPath3.init(upstream:keyPath0:keyPath1:keyPath2:)`.
        public init(
            upstream: Upstream, keyPath0: KeyPath<Upstream.Output, Output0>,
            keyPath1: KeyPath<Upstream.Output, Output1>,
            keyPath2: KeyPath<Upstream.Output, Output2>
        ) {
            self.upstream = upstream
            self.keyPath0 = keyPath0
            self.keyPath1 = keyPath1
            self.keyPath2 = keyPath2
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (keyPath0, keyPath1, keyPath2) = (keyPath0, keyPath1, keyPath2)
            upstream.subscribe(
                KeyPathInner(
                    downstream: subscriber, name: "ValueForKeys",
                    keyPaths: [("keyPath0", keyPath0), ("keyPath1", keyPath1), ("keyPath2", keyPath2)]
                ) { ($0[keyPath: keyPath0], $0[keyPath: keyPath1], $0[keyPath: keyPath2]) })
        }
    }
}

/// The subscriber of the key-path maps: a stateless value that reads the key paths of each value and
/// passes the upstream subscription down.
private struct KeyPathInner<Input, Downstream: Subscriber>: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
{
    typealias Failure = Downstream.Failure
    let downstream: Downstream
    let name: String
    let keyPaths: [(String, AnyKeyPath)]
    let read: (Input) -> Downstream.Input
    let combineIdentifier = CombineIdentifier()

    init(
        downstream: Downstream, name: String, keyPaths: [(String, AnyKeyPath)],
        read: @escaping (Input) -> Downstream.Input
    ) {
        self.downstream = downstream
        self.name = name
        self.keyPaths = keyPaths
        self.read = read
    }

    var description: String { name }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: keyPaths.map { (label: $0.0, value: $0.1 as Any) }) }

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(read(input)) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}
