extension AnyPublisher: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
    /// "AnyPublisher", as Combine's says.
    public var description: String { "AnyPublisher" }
    /// A readable form, for logs and debuggers: Combine's `playgroundDescription`.
    public var playgroundDescription: Any { description }
}
