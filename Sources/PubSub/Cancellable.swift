/// Something that can be cancelled: a subscription, a scheduled action.
///
/// `cancel()` is idempotent and may be called from any thread.
public protocol Cancellable {
    func cancel()
}
