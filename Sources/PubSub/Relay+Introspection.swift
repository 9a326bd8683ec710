extension Relay: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
    /// A subject's subscription calls itself after the subject, as in Combine ("PassthroughSubject",
    /// "CurrentValueSubject", "PublishedSubject", "ObservableObjectPublisher").
    @usableFromInline internal var description: String {
        switch owner?.kind {
        case .passthroughSubject: "PassthroughSubject"
        case .currentValueSubject: "CurrentValueSubject"
        case .publishedSubject: "PublishedSubject"
        case .observableObjectPublisher: "ObservableObjectPublisher"
        case nil: "Relay"
        }
    }

    @usableFromInline internal var playgroundDescription: Any { description }
}
