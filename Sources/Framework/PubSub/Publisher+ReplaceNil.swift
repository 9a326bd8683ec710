extension Publisher {
    /// Replaces each nil value with `output` (a `map`, as in Combine).
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        map { $0 ?? output }
    }
}
