extension MapInner: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    /// "Map", as Combine's says (also for `replaceNil`, which is a map).
    @usableFromInline var description: String { "Map" }
    @usableFromInline var customMirror: Mirror { Mirror(self, children: [:]) }
    @usableFromInline var playgroundDescription: Any { description }
}

extension FilterInner: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    @usableFromInline var description: String { "Filter" }
    @usableFromInline var customMirror: Mirror { Mirror(self, children: [:]) }
    @usableFromInline var playgroundDescription: Any { description }
}
