/// A publisher that replays a recorded list of values and a completion to each subscriber.
public struct Record<Output, Failure: Error>: Publisher {
    /// A list of values and the completion that ends it; values can be added until the completion is.
    public struct Recording {
        /// The values it receives.
        public typealias Input = Output

        /// The values recorded, in order.
        public private(set) var output: [Output]
        /// How the recording ends.
        public private(set) var completion: Subscribers.Completion<Failure>
        private var isComplete: Bool  // Combine's `Record(record:)` leaves it open

        /// An empty recording, still open.
        public init() {
            output = []
            completion = .finished
            isComplete = false
        }

        /// A closed recording of `output` and `completion`.
        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
            isComplete = true
        }

        /// Adds a value; traps once the recording is complete.
        public mutating func receive(_ input: Input) {
            precondition(!isComplete, "Record.Recording received a value after its completion")
            output.append(input)
        }

        /// Closes the recording; traps if it is already complete.
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            precondition(!isComplete, "Record.Recording received a second completion")
            self.completion = completion
            isComplete = true
        }
    }

    /// What it plays back to each subscriber.
    public let recording: Recording

    /// Records what `record` adds to an open recording; a recording it did not complete ends with
    /// `.finished` (and stays open for further values, as in Combine).
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        self.recording = recording
    }

    /// A publisher that plays `recording` back to each subscriber: Combine's `Record.init(recording:)`.
    public init(recording: Recording) { self.recording = recording }

    /// A publisher that plays back `output`, then `completion`: Combine's `Record.init(output:completion:)`.
    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        recording = Recording(output: output, completion: completion)
    }

    /// Values go out as demand allows, like `Publishers.Sequence`; an empty recording completes at once.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        SequenceSubscription(
            recording.output, downstream: subscriber, completion: recording.completion,
            endedDescription: "Cancelled Events", mirrorsCompletion: true
        ).start()
    }
}

extension Record.Recording: Codable where Output: Codable, Failure: Codable {
    private enum CodingKeys: String, CodingKey {
        case output
        case completion
    }

    /// A decoded recording is complete.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            output: try container.decode([Output].self, forKey: .output),
            completion: try container.decode(Subscribers.Completion<Failure>.self, forKey: .completion))
    }

    /// Encodes it as Combine does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(output, forKey: .output)
        try container.encode(completion, forKey: .completion)
    }

    /// The same as `encode(to:)` (Combine has both).
    public func encode(into encoder: any Encoder) throws { try encode(to: encoder) }
}

extension Record: Codable where Output: Codable, Failure: Codable {}
