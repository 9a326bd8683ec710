// Combine's `Equatable` conformances of the value-holding operator types PubSub had before issue 12
// (declared here, so `==` is written out: a conformance outside a type's file is not synthesized).

extension Publishers.Drop: Equatable where Upstream: Equatable {
    /// Equal when made from equal upstreams and arguments.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.upstream == rhs.upstream && lhs.count == rhs.count }
}

extension Publishers.Collect: Equatable where Upstream: Equatable {
    /// Equal when made from equal upstreams and arguments.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.upstream == rhs.upstream }
}

extension Publishers.ReplaceError: Equatable where Upstream: Equatable, Upstream.Output: Equatable {
    /// Equal when made from equal upstreams and arguments.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.upstream == rhs.upstream && lhs.output == rhs.output }
}

extension Publishers.Retry: Equatable where Upstream: Equatable {
    /// Equal when made from equal upstreams and arguments.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.upstream == rhs.upstream && lhs.retries == rhs.retries
    }
}
