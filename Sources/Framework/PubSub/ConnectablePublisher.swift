/// A publisher that starts producing only when `connect()` is called: `multicast`, `makeConnectable`,
/// `Timer.publish`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Subscribes to the upstream; cancel the result to disconnect.
    func connect() -> any Cancellable
}
