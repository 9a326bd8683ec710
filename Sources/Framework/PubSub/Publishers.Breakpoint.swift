#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Publisher {
    /// Stops in the debugger (raises `SIGTRAP`) when a closure returns true for the event passing through.
    public func breakpoint(
        receiveSubscription: ((any Subscription) -> Bool)? = nil,
        receiveOutput: ((Output) -> Bool)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion)
    }

    /// Stops in the debugger when upstream fails.
    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: { completion in
            if case .failure = completion { true } else { false }
        })
    }
}

extension Publishers {
    /// Republishes everything unchanged; stops first when the matching closure says so: `SIGTRAP` for an
    /// attached debugger, otherwise a fatal error — a process without a debugger ends, as with Combine
    /// (Swift's backtracer would report a bare `SIGTRAP` and carry on).
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `receiveSubscription` it was made with.
        public let receiveSubscription: ((any Subscription) -> Bool)?
        /// The `receiveOutput` it was made with.
        public let receiveOutput: ((Upstream.Output) -> Bool)?
        /// The `receiveCompletion` it was made with.
        public let receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Bool)?

        /// Makes it over `upstream`: Combine's
        /// `Publishers.Breakpoint.init(upstream:receiveSubscription:receiveOutput:receiveCompletion:)`.
        public init(
            upstream: Upstream, receiveSubscription: ((any Subscription) -> Bool)? = nil,
            receiveOutput: ((Upstream.Output) -> Bool)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(BreakpointInner(downstream: subscriber, breakpoint: self))
        }
    }
}

/// Breakpoint's subscriber: a stateless value that checks each event, then passes it through.
private struct BreakpointInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure
    let downstream: Downstream
    let breakpoint: Publishers.Breakpoint<Upstream>
    let combineIdentifier = CombineIdentifier()

    var description: String { "Breakpoint" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    func receive(subscription: any Subscription) {
        stop(if: breakpoint.receiveSubscription?(subscription))
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        stop(if: breakpoint.receiveOutput?(input))
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        stop(if: breakpoint.receiveCompletion?(completion))
        downstream.receive(completion: completion)
    }

    private func stop(if matched: Bool?) {
        guard matched == true else { return }
        guard debuggerIsAttached else {
            fatalError("Publishers.Breakpoint: a breakpoint matched and no debugger is attached")
        }
        raise(SIGTRAP)
    }
}

/// Whether a debugger traces this process (Linux: a non-zero `TracerPid` in `/proc/self/status`).
private var debuggerIsAttached: Bool {
    guard let status = fopen("/proc/self/status", "r") else { return false }
    defer { fclose(status) }
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), status) != nil {
        let line = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        if line.hasPrefix("TracerPid:") { return line.dropFirst("TracerPid:".count).filter { !$0.isWhitespace } != "0" }
    }
    return false
}
