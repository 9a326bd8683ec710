extension Relay: CustomStringConvertible, CustomPlaygroundDisplayConvertible, CustomReflectable {
    /// A subject's subscription calls itself after the subject, as in Combine ("PassthroughSubject",
    /// "CurrentValueSubject", "PublishedSubject", "ObservableObjectPublisher").
    @usableFromInline internal var description: String { owner.description }

    @usableFromInline internal var playgroundDescription: Any { description }

    /// Combine's children for a subject's subscription: the subject (here its core, which names itself
    /// after the subject; nil once cancelled or completed), the subscriber (nil once let go, at the end)
    /// and the demand still open; `ObservableObjectPublisher`'s shows its subscriber only.
    @usableFromInline internal var customMirror: Mirror {
        let (downstream, demand, isActive) = introspected
        let parent = isActive ? owner : nil
        return switch owner.kind {
        case .observableObjectPublisher: Mirror(self, children: ["downstream": downstream as Any])
        default:
            Mirror(
                self,
                children: [
                    "parent": parent as Any, "downstream": downstream as Any, "demand": demand,
                    "subject": parent as Any,
                ])
        }
    }
}
