import Domain
import ViewModels

extension UserDetailState {
    /// What `reduce` makes of asking for `user`'s record as request `generation` (a different user
    /// than the one shown): the preview shown, the record loading, the request for the feedback.
    mutating func ask(for user: User, generation: Int, waitsForSettling: Bool = false) {
        userID = user.id
        preview = user
        self.generation = generation
        record = .loading(last: nil)
        request = UserDetailRequest(id: user.id, generation: generation, waitsForSettling: waitsForSettling)
    }
}
