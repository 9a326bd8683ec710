/// The full record the detail state asks for; the view model's feedback loads it.
///
/// `generation` grows with every new request (another user, or a retry), so an answer to an
/// older request is recognised as stale even for the same id.
public struct UserDetailRequest: Equatable, Hashable, Sendable {
    public var id: String
    public var generation: Int

    public init(id: String, generation: Int) {
        self.id = id
        self.generation = generation
    }
}
