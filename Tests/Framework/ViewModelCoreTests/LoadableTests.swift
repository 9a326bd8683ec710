import Testing
import ViewModelCore

@Suite struct LoadableTests {
    @Test func keepsTheLastValueThroughReloadsAndFailures() {
        let failure = LoadFailure(message: "offline")
        var state = Loadable<Int>.notRequested
        #expect(state.value == nil)
        state = state.reloading()
        #expect(state == .loading(last: nil))
        #expect(state.isLoading)
        state = .loaded(3)
        state = state.reloading()
        #expect(state == .loading(last: 3))
        state = state.failing(failure)
        #expect(state == .failed(failure, last: 3))
        #expect(state.value == 3)
        #expect(state.failure == failure)
        #expect(state.map { "\($0)" } == .failed(failure, last: "3"))
    }
}
