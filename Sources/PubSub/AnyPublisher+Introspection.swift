extension AnyPublisher: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
    /// "AnyPublisher", as Combine's says.
    public var description: String { "AnyPublisher" }
    public var playgroundDescription: Any { description }
}
