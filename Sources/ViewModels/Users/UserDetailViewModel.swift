import Domain
import PubSub

/// A user's detail view model: holds `UserDetailState`, applies events with `reduce`, and loads
/// the record the state asks for, latest only: at once when the person asked for it, after a short
/// debounce when the pane follows the selection, so scrolling fast through the list beside an open
/// pane starts one request, not one per row.
///
/// Threading: create it, `send` to it and read `state` on the scheduler's thread (the main loop).
public final class UserDetailViewModel {
    /// How long a request that follows the selection waits for it to settle, in seconds.
    public static let debounceSeconds = 0.15

    /// The current state; the screen renders it.
    public private(set) var state: UserDetailState

    private let service: any UsersService
    private let effects: EffectScheduler

    private lazy var records = LatestRequest<UserDetailRequest, UserDetailEvent>(
        scheduler: effects,
        debounceSeconds: { $0.waitsForSettling ? Self.debounceSeconds : 0 },
        perform: { [service] request in
            do throws(UsersError) {
                return .loaded(request, try await service.loadUser(id: request.id))
            } catch {
                return .failed(request, LoadFailure(error))
            }
        },
        deliver: { [weak self] event in self?.send(event) }
    )

    private lazy var spinner = SpinnerClock(scheduler: effects) { [weak self] in self?.send(.spinnerTick) }

    /// - Parameters:
    ///   - service: where full records come from.
    ///   - scheduler: where state changes and results are delivered (the main loop).
    public init<S: Scheduler>(service: any UsersService, scheduler: S) {
        state = UserDetailState(sourceName: service.sourceName)
        self.service = service
        effects = EffectScheduler(scheduler)
    }

    /// True while a started load has not answered yet (not during the debounce): the runtime
    /// holds a frame for an answer that is about to arrive.
    public var isAwaitingAnswer: Bool { records.isAwaitingAnswer }

    /// Applies an event and starts or cancels the effects the new state asks for.
    public func send(_ event: UserDetailEvent) {
        Self.reduce(&state, event)
        records.update(to: state.request)
        spinner.update(running: state.showsSpinner)
    }

    /// Applies a user intent.
    public func send(_ intent: UserDetailIntent) {
        send(.user(intent))
    }
}
