import Domain

extension UserDetailViewModel {
    /// The detail's state machine: the new state after `event`. Pure; the feedback reads
    /// `request` from the result. An answer to any request but the current one is ignored, so a
    /// stale record never shows.
    public static func reduce(_ state: inout UserDetailState, _ event: UserDetailEvent) {
        switch event {
        case .user(.show(let user)):
            guard user.id != state.userID else {
                state.request?.waitsForSettling = false
                return
            }
            state.preview = user
            request(user.id, into: &state, waitsForSettling: false)
        case .user(.follow(let user)):
            guard user.id != state.userID else { return }
            state.preview = user
            request(user.id, into: &state, waitsForSettling: true)
        case .user(.showID(let id)):
            guard id != state.userID else { return }
            state.preview = nil
            request(id, into: &state, waitsForSettling: false)
        case .user(.retry):
            guard let id = state.userID, state.record.failure != nil else { return }
            state.generation += 1
            state.record = state.record.reloading()
            state.request = UserDetailRequest(id: id, generation: state.generation)
        case .loaded(let request, let fetched):
            guard request == state.request else { return }
            state.request = nil
            state.record = .loaded(fetched)
        case .failed(let request, let failure):
            guard request == state.request else { return }
            state.request = nil
            state.record = state.record.failing(failure)
        case .spinnerTick:
            state.spinnerFrame += 1
        }
    }

    private static func request(_ id: String, into state: inout UserDetailState, waitsForSettling: Bool) {
        state.userID = id
        state.generation += 1
        state.spinnerFrame = 0
        state.record = .loading(last: nil)
        state.request = UserDetailRequest(id: id, generation: state.generation, waitsForSettling: waitsForSettling)
    }
}
