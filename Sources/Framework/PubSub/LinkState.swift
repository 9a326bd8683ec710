/// The upstream link of an operator's subscriber: waiting for its subscription, subscribed, or ended.
///
/// Kept in the operator's lock; the subscription it hands out is called after unlocking.
internal enum LinkState: @unchecked Sendable {
    case awaiting
    case subscribed(any Subscription)
    case ended

    /// Stores `subscription` if none came yet; false when the caller must cancel it instead.
    mutating func accept(_ subscription: any Subscription) -> Bool {
        guard case .awaiting = self else { return false }
        self = .subscribed(subscription)
        return true
    }

    /// The live upstream subscription, if any.
    var subscription: (any Subscription)? {
        if case .subscribed(let subscription) = self { subscription } else { nil }
    }

    /// Whether the subscription has not arrived yet.
    var isAwaiting: Bool {
        if case .awaiting = self { true } else { false }
    }

    /// Ends the link once; returns the subscription it held (nil when it had already ended or never
    /// subscribed).
    mutating func end() -> (any Subscription)? {
        defer { self = .ended }
        return subscription
    }
}
