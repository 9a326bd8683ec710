/// The part of a failed load that a screen needs: what to say and whether "r to retry" makes sense.
///
/// Equatable so view-model states that hold it can be compared in tests.
public struct LoadFailure: Error, Equatable, Hashable, Sendable {
    /// One line for people.
    public var message: String
    /// Whether retrying may help.
    public var isRetryable: Bool

    /// A failure saying `message`; `isRetryable` when trying again may help.
    public init(message: String, isRetryable: Bool = true) {
        self.message = message
        self.isRetryable = isRetryable
    }
}
