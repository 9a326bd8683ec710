/// The upstream subscriptions of a fan-in operator's sides (`combineLatest`, `merge`), kept under the
/// operator's lock: which sides have subscribed, and the links still live.
internal struct FanInLinks {
    /// What became of a side's subscription.
    enum Attachment {
        /// The side had one already: cancel this one.
        case refused
        /// Kept; other sides have yet to subscribe.
        case kept
        /// Kept, and now every side has subscribed: the downstream may have its subscription.
        case completed
    }

    private var links: [(any Subscription)?]
    private var subscribed: [Bool]

    init(count: Int) {
        links = Array(repeating: nil, count: count)
        subscribed = Array(repeating: false, count: count)
    }

    /// Keeps `subscription` as the link of `side`, unless that side has subscribed before.
    mutating func attach(_ subscription: any Subscription, side: Int) -> Attachment {
        guard !subscribed[side] else { return .refused }
        links[side] = subscription
        subscribed[side] = true
        return subscribed.contains(false) ? .kept : .completed
    }

    /// The live links of every side but `excluded`.
    func live(except excluded: Int? = nil) -> [any Subscription] {
        links.indices.filter { $0 != excluded }.compactMap { links[$0] }
    }

    /// The live link of `side`, if any.
    func link(of side: Int) -> (any Subscription)? { links[side] }

    /// Lets go of the link of `side` (it finished).
    mutating func drop(side: Int) { links[side] = nil }

    /// Lets go of every link and returns them, by side.
    mutating func removeAll() -> [(any Subscription)?] {
        defer { links = Array(repeating: nil, count: links.count) }
        return links
    }
}
