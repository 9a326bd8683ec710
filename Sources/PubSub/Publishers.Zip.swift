import Synchronization

extension Publisher {
    /// Pairs the n-th value of this publisher with the n-th value of `other`.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }
}

extension Publishers {
    /// Publishes pairs in lock-step; finishes once a finished side has had all its values paired, fails
    /// when either side fails.
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
            let relay = Relay(subscriber, overflow: .buffer)
            let group = UpstreamGroup(count: 2)
            let queues = Mutex(ZipQueues<A.Output, B.Output>())
            relay.onCancel { group.cancelAll() }
            let finishIfExhausted: (Bool) -> Void = { exhausted in
                guard exhausted else { return }
                group.cancelAll()
                relay.finish(.finished)
            }
            let complete: (Bool, Subscribers.Completion<Failure>) -> Void = { isFirst, completion in
                if case .failure = completion {
                    group.cancelAll()
                    relay.finish(completion)
                } else {
                    finishIfExhausted(queues.withLock { $0.finish(isFirst: isFirst) })
                }
            }
            a.subscribe(
                RelayFeed<A.Output, Failure>(
                    slot: group.slots[0],
                    onValue: { value in
                        let (pair, exhausted) = queues.withLock { Unchecked(value: $0.pushFirst(value)) }.value
                        if let pair { relay.offer(pair) }
                        finishIfExhausted(exhausted)
                    }, onCompletion: { complete(true, $0) }))
            b.subscribe(
                RelayFeed<B.Output, Failure>(
                    slot: group.slots[1],
                    onValue: { value in
                        let (pair, exhausted) = queues.withLock { Unchecked(value: $0.pushSecond(value)) }.value
                        if let pair { relay.offer(pair) }
                        finishIfExhausted(exhausted)
                    }, onCompletion: { complete(false, $0) }))
            relay.start()
        }
    }
}

/// Values of each side still waiting for a partner, and which sides have finished; only touched under
/// its mutex. Like Combine, a side that finishes ends the zip once every value it sent has been paired.
private struct ZipQueues<First, Second>: @unchecked Sendable {
    var firsts: [First] = []
    var seconds: [Second] = []
    var firstFinished = false
    var secondFinished = false

    /// The pair `value` completes, if any, and whether the zip is now exhausted.
    mutating func pushFirst(_ value: First) -> (pair: (First, Second)?, exhausted: Bool) {
        guard !seconds.isEmpty else {
            firsts.append(value)
            return (nil, false)
        }
        let pair = (value, seconds.removeFirst())
        return (pair, secondFinished && seconds.isEmpty)
    }

    mutating func pushSecond(_ value: Second) -> (pair: (First, Second)?, exhausted: Bool) {
        guard !firsts.isEmpty else {
            seconds.append(value)
            return (nil, false)
        }
        let pair = (firsts.removeFirst(), value)
        return (pair, firstFinished && firsts.isEmpty)
    }

    /// Marks a side finished; true when no more pairs can come.
    mutating func finish(isFirst: Bool) -> Bool {
        if isFirst {
            firstFinished = true
            return firsts.isEmpty
        }
        secondFinished = true
        return seconds.isEmpty
    }
}
