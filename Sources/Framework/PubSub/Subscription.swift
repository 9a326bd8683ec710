/// The link between one publisher and one subscriber: demand goes up, cancellation ends it.
///
/// `request(_:)` and `cancel()` may be called from any thread, also from inside a delivery.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Adds `demand` to what the subscriber is willing to receive.
    func request(_ demand: Subscribers.Demand)
}

/// Names for the empty subscription used by publishers that complete at once.
public enum Subscriptions {
    /// A subscription that ignores requests and cancellation; always the same one (one identifier).
    public static var empty: any Subscription { EmptySubscription.shared }
}

/// The subscription `Subscriptions.empty` hands out; describes itself as "Empty", as in Combine.
private struct EmptySubscription: Subscription, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
{
    static let shared = EmptySubscription()

    let combineIdentifier = CombineIdentifier()

    var description: String { "Empty" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
