extension SubjectCore: CustomStringConvertible {
    /// The name of the subject it serves, as Combine calls it ("PassthroughSubject",
    /// "CurrentValueSubject", "PublishedSubject", "ObservableObjectPublisher"): its subscriptions and
    /// their mirrors show it.
    @usableFromInline internal var description: String {
        switch kind {
        case .passthroughSubject: "PassthroughSubject"
        case .currentValueSubject: "CurrentValueSubject"
        case .publishedSubject: "PublishedSubject"
        case .observableObjectPublisher: "ObservableObjectPublisher"
        }
    }
}
