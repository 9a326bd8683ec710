extension Publisher {
    /// Logs every event (subscription, value, completion, request, cancel), each line starting with
    /// `prefix`, to `stream` or standard output.
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}

extension Publishers {
    /// Republishes everything unchanged and logs each event, in Combine's wording.
    public struct Print<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The `prefix` it was made with.
        public let prefix: String
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `stream` it was made with.
        public let stream: (any TextOutputStream)?

        /// Makes it over `upstream`: Combine's `Publishers.Print.init(upstream:prefix:to:)`.
        public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(PrintInner(downstream: subscriber, prefix: prefix, stream: stream))
        }
    }
}

/// Print's subscriber and subscription: logs, then passes the event on.
///
/// Threading invariant for `@unchecked Sendable`: `stream` is guarded by `lock` (written under it, so
/// lines from two threads do not interleave); the link locks itself.
private final class PrintInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let prefix: String
    private let lock = SpinLock()
    private var stream: (any TextOutputStream)?  // guarded by `lock`
    private let upstream = UpstreamLink()

    init(downstream: Downstream, prefix: String, stream: (any TextOutputStream)?) {
        self.downstream = downstream
        self.prefix = prefix.isEmpty ? "" : prefix + ": "
        self.stream = stream
    }

    var description: String { "Print" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    func receive(subscription: any Subscription) {
        log("receive subscription: (\(subscription))")
        guard upstream.accept(subscription) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        log("receive value: (\(input))")
        let demand = downstream.receive(input)
        log(describe(demand) + " (synchronous)")
        return demand
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: log("receive finished")
        case .failure(let error): log("receive error: (\(error))")
        }
        _ = upstream.end()
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        log(describe(demand))
        upstream.request(demand)
    }

    func cancel() {
        log("receive cancel")
        upstream.cancel()
    }

    private func describe(_ demand: Subscribers.Demand) -> String {
        demand.max.map { "request max: (\($0))" } ?? "request unlimited"
    }

    private func log(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let base = stream else { return Swift.print(prefix + text) }
        var target = StreamTarget(base: base)
        Swift.print(prefix + text, to: &target)
        stream = target.base
    }
}

/// The caller's stream as a concrete `TextOutputStream`, for `print(_:to:)`.
private struct StreamTarget: TextOutputStream {
    var base: any TextOutputStream

    mutating func write(_ string: String) { base.write(string) }
}
