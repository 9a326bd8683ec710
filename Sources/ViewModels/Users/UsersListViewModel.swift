import Domain
import PubSub

/// The users list's view model: holds `UsersListState`, applies events with `reduce`, and runs
/// the effects the state asks for — the page in `pageRequest` and the search in `searchRequest`
/// (latest only each) and the spinner clock.
///
/// Threading: create it, `send` to it and read `state` on the scheduler's thread (the main loop).
/// Service calls run in tasks; their results come back as events on the scheduler.
public final class UsersListViewModel {
    /// The current state; the screen renders it. Mutated in place by `reduce` (no copy is kept,
    /// so appending a page never copies the loaded rows).
    public private(set) var state: UsersListState

    private var observers: [(UsersListState) -> Void] = []
    private let service: any UsersService
    private let effects: EffectScheduler

    private lazy var pages = LatestRequest<UsersPageRequest, UsersListEvent>(
        scheduler: effects,
        perform: { [service] request in
            do throws(UsersError) {
                return .pageLoaded(request, try await service.loadPage(request.page, limit: request.limit))
            } catch {
                return .pageFailed(request, LoadFailure(error))
            }
        },
        deliver: { [weak self] event in self?.send(event) }
    )

    private lazy var search = LatestRequest<UsersSearchRequest, UsersListEvent>(
        scheduler: effects, perform: { [service] request in await request.perform(on: service) },
        deliver: { [weak self] event in self?.send(event) })

    private lazy var spinner = SpinnerClock(scheduler: effects) { [weak self] in self?.send(.spinnerTick) }

    /// - Parameters:
    ///   - service: where pages come from.
    ///   - scheduler: where state changes and results are delivered (the main loop).
    ///   - pageSize: users per page.
    public init<S: Scheduler>(service: any UsersService, scheduler: S, pageSize: Int = 50) {
        state = UsersListState(
            sourceName: service.sourceName, pageSize: pageSize,
            searchesWholeList: service is any SearchableUsersService)
        self.service = service
        effects = EffectScheduler(scheduler)
    }

    /// True while a started page load or search has not answered yet: the runtime holds a frame for it.
    public var isAwaitingAnswer: Bool { pages.isAwaitingAnswer || search.isAwaitingAnswer }

    /// Applies an event and starts or cancels the effects the new state asks for.
    public func send(_ event: UsersListEvent) {
        Self.reduce(&state, event)
        pages.update(to: state.pageRequest)
        search.update(to: state.searchRequest)
        spinner.update(running: state.showsSpinner)
        for observer in observers {
            observer(state)
        }
    }

    /// Applies a user intent.
    public func send(_ intent: UsersListIntent) {
        send(.user(intent))
    }

    /// Calls `observer` with the state after every event, on the scheduler's thread.
    public func observe(_ observer: @escaping (UsersListState) -> Void) {
        observers.append(observer)
    }
}
