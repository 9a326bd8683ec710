extension Subscribers.Sink: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    /// "Sink", as Combine's says.
    public var description: String { "Sink" }
    public var customMirror: Mirror { Mirror(self, children: [:]) }
    public var playgroundDescription: Any { description }
}
