/// The full record the detail state asks for; the view model's feedback loads it.
///
/// `generation` grows with every new request (another user, or a retry), so an answer to an
/// older request is recognised as stale even for the same id. `waitsForSettling` marks a request
/// made by the pane that follows the moving selection: it starts only after the debounce. One the
/// person asked for (Enter, `m`, a deep link, a retry) starts at once.
public struct UserDetailRequest: Equatable, Hashable, Sendable {
    public var id: String
    public var generation: Int
    public var waitsForSettling: Bool

    public init(id: String, generation: Int, waitsForSettling: Bool = false) {
        self.id = id
        self.generation = generation
        self.waitsForSettling = waitsForSettling
    }
}
