/// A publisher that can attach a `sink` straight to its subject as one `SubjectSink` object.
///
/// `sink(receiveValue:)` checks for this and skips the generic `Subscribers.Sink` + `Relay` pair.
/// `In` and `Fail` are always the publisher's own `Output` and `Failure` (the caller guarantees it);
/// the protocol cannot say so without associated types, which would make the check a costlier cast.
@usableFromInline
internal protocol SubjectSinkHost {
    func attachSink<In, Fail: Error>(
        receiveValue: @escaping (In) -> Void, receiveCompletion: ((Subscribers.Completion<Fail>) -> Void)?
    ) -> AnyCancellable
}
