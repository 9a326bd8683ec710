import Synchronization

extension Publisher {
    /// Pairs the n-th value of this publisher with the n-th value of `other`.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }
}

extension Publishers {
    /// Publishes pairs in lock-step; finishes when either side finishes with nothing left to pair.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber, overflow: .buffer)
            let group = UpstreamGroup(count: 2)
            let queues = Mutex(ZipQueues<A.Output, B.Output>())
            relay.onCancel { group.cancelAll() }
            let complete: (Subscribers.Completion<Failure>) -> Void = { completion in
                group.cancelAll()
                relay.finish(completion)
            }
            a.subscribe(
                RelayFeed<A.Output, Failure>(
                    slot: group.slots[0],
                    onValue: { value in
                        if let pair = queues.withLock({ Unchecked(value: $0.pushFirst(value)) }).value {
                            relay.offer(pair)
                        }
                    }, onCompletion: complete))
            b.subscribe(
                RelayFeed<B.Output, Failure>(
                    slot: group.slots[1],
                    onValue: { value in
                        if let pair = queues.withLock({ Unchecked(value: $0.pushSecond(value)) }).value {
                            relay.offer(pair)
                        }
                    }, onCompletion: complete))
            relay.start()
        }
    }
}

/// Values of each side still waiting for a partner; only touched under its mutex.
private struct ZipQueues<First, Second>: @unchecked Sendable {
    var firsts: [First] = []
    var seconds: [Second] = []

    mutating func pushFirst(_ value: First) -> (First, Second)? {
        guard !seconds.isEmpty else {
            firsts.append(value)
            return nil
        }
        return (value, seconds.removeFirst())
    }

    mutating func pushSecond(_ value: Second) -> (First, Second)? {
        guard !firsts.isEmpty else {
            seconds.append(value)
            return nil
        }
        return (firsts.removeFirst(), value)
    }
}
