extension Sequence {
    /// A publisher that emits the elements of this sequence, then finishes.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Publishers {
    /// Emits each element of a finite sequence as demand allows, then finishes.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements

        public init(sequence: Elements) { self.sequence = sequence }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber, overflow: .buffer)
            for element in sequence { relay.offer(element) }
            relay.finish(.finished)
            relay.start()
        }
    }
}
