extension Publisher {
    /// Traps, naming `prefix`, `file` and `line`, if upstream fails; otherwise republishes everything.
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line)
        -> Publishers.AssertNoFailure<Self>
    {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }
}

extension Publishers {
    /// Republishes values and `.finished`; an upstream failure is a fatal error.
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Never
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `prefix` it was made with.
        public let prefix: String
        /// The `file` it was made with.
        public let file: StaticString
        /// The `line` it was made with.
        public let line: UInt

        /// Makes it over `upstream`: Combine's `Publishers.AssertNoFailure.init(upstream:prefix:file:line:)`.
        public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
            self.upstream = upstream
            self.prefix = prefix
            self.file = file
            self.line = line
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            upstream.subscribe(AssertNoFailureInner<Upstream.Failure, S>(downstream: subscriber, assertion: self))
        }
    }
}

/// AssertNoFailure's subscriber: a stateless value that passes everything through and traps on failure.
private struct AssertNoFailureInner<Failure: Error, Downstream: Subscriber>: Subscriber, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible
where Downstream.Failure == Never {
    typealias Input = Downstream.Input
    let downstream: Downstream
    let prefix: String
    let file: StaticString
    let line: UInt
    let combineIdentifier = CombineIdentifier()

    init<Upstream>(downstream: Downstream, assertion: Publishers.AssertNoFailure<Upstream>) {
        self.downstream = downstream
        prefix = assertion.prefix
        file = assertion.file
        line = assertion.line
    }

    var description: String { "AssertNoFailure" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: ["file": file, "line": line, "prefix": prefix]) }

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: downstream.receive(completion: .finished)
        case .failure(let error): fatalError("\(prefix.isEmpty ? "" : prefix + ": ")\(error)", file: file, line: line)
        }
    }
}
