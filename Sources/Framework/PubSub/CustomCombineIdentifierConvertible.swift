/// Something with a `CombineIdentifier`: every subscriber and subscription.
///
/// Classes get their address by default, as in Combine. Combine asks value types to provide their own;
/// here they get a fresh identifier per read instead, so the subscribers written for PubSub before it had
/// identifiers (and tern's own stateless operator subscribers) keep compiling (decision 1550).
public protocol CustomCombineIdentifierConvertible {
    /// Identifies this subscriber or subscription: Combine's `combineIdentifier`.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// Identifies this subscriber or subscription: Combine's `combineIdentifier`.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

extension CustomCombineIdentifierConvertible {
    /// Identifies this subscriber or subscription: Combine's `combineIdentifier`.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier() }
}
