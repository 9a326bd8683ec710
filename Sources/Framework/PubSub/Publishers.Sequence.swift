extension Sequence {
    /// A publisher that emits the elements of this sequence, then finishes.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Publishers {
    /// Emits the elements of a sequence as demand allows, then finishes; the sequence is read lazily, so
    /// it may be endless.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The values it publishes.
        public typealias Output = Elements.Element
        /// The `sequence` it was made with.
        public let sequence: Elements

        /// Publishes the elements of `sequence`, as demand allows, then finishes: Combine's
        /// `Publishers.Sequence.init(sequence:)`.
        public init(sequence: Elements) { self.sequence = sequence }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            SequenceSubscription(
                sequence, downstream: subscriber, completion: .finished, endedDescription: "Sequence",
                mirrorsCompletion: false
            ).start()
        }
    }
}
