/// Owns the subscriber a `Relay` delivers to, until the relay lets it go at its end.
///
/// A class with a `let` so the relay's fast path can call the subscriber in place: the relay keeps
/// an unretained handle to it in mutable storage, and a `let` inside a class is borrowed without the
/// copy (a retain and release of every closure context in a `map`/`filter` chain) that reading a struct
/// out of a `var` costs. See docs/decisions/1600-relays-let-go-through-a-held-subscriber.md.
@usableFromInline
internal final class HeldSubscriber<Downstream: Subscriber> {
    @usableFromInline internal let downstream: Downstream

    internal init(_ downstream: Downstream) { self.downstream = downstream }
}
