/// Something that can be cancelled: a subscription, a scheduled action.
///
/// `cancel()` is idempotent and may be called from any thread.
public protocol Cancellable {
    /// Stops the work and releases what it holds: Combine's `Cancellable.cancel()`.
    func cancel()
}
