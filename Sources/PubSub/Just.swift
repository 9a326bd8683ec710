/// A publisher that emits one value, then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let relay = Relay(subscriber, overflow: .buffer)
        relay.offer(output)
        relay.finish(.finished)
        relay.start()
    }
}
