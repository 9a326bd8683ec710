/// A subject that owns a subscriber list (`SubjectCore`): `PassthroughSubject` and `CurrentValueSubject`.
///
/// A `SubjectSink` keeps its subject through this, as Combine's subscription keeps its subject, and
/// leaves the subject's list through it: one stored reference serves both, so holding the subject costs
/// the sink no bytes (decision 2070). Only a cancel calls it, never a send. A method rather than the
/// `core` property: a property read through the protocol returns the core retained (a retain and a
/// release per cancel, +4% instructions on `make bench`'s workload 4), where the subject's own method
/// borrows its `let`.
@usableFromInline
internal protocol SubjectListOwner: AnyObject {
    /// Takes `conduit` off the subject's subscriber list.
    func detach(_ conduit: Conduit)
}

extension PassthroughSubject: SubjectListOwner {
    @usableFromInline
    internal func detach(_ conduit: Conduit) { core.detach(conduit) }
}

extension CurrentValueSubject: SubjectListOwner {
    @usableFromInline
    internal func detach(_ conduit: Conduit) { core.detach(conduit) }
}
