/// Where a child feature's events sit inside its parent's: how to wrap a child event as the
/// parent's (`embed`, an enum case such as `UsersEvent.detail`) and how to find one in a parent
/// event (`extract`, `nil` for any other case). The kernel's stand-in for TCA's case key paths,
/// used by `Reducer.scope` and `Reducer.ifLet` to hand a child the events that are its own.
public struct EventPath<Parent, Child> {
    /// Wraps a child event as the parent's.
    public let embed: (Child) -> Parent
    /// The child event inside `parent`, if `parent` is one.
    public let extract: (Parent) -> Child?

    /// - Parameters:
    ///   - embed: wraps a child event as the parent's (usually the enum case itself).
    ///   - extract: finds the child event in a parent event: `if case .detail(let e) = $0 { e } else { nil }`.
    @inlinable
    public init(embed: @escaping (Child) -> Parent, extract: @escaping (Parent) -> Child?) {
        self.embed = embed
        self.extract = extract
    }
}
