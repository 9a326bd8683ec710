/// Something with a `CombineIdentifier`: every subscriber and subscription.
///
/// Classes get their address by default, as in Combine. Combine asks value types to provide their own;
/// here they get a fresh identifier per read instead, so the subscribers written for PubSub before it had
/// identifiers (and tern's own stateless operator subscribers) keep compiling (decision 1550).
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

extension CustomCombineIdentifierConvertible {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier() }
}
