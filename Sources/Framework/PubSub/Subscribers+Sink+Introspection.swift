extension Subscribers.Sink: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    /// "Sink", as Combine's says.
    public var description: String { "Sink" }
    /// A readable form, for logs and debuggers: Combine's `customMirror`.
    public var customMirror: Mirror { Mirror(self, children: [:]) }
    /// A readable form, for logs and debuggers: Combine's `playgroundDescription`.
    public var playgroundDescription: Any { description }
}
