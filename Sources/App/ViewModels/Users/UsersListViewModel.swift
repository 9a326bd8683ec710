import Domain
import PubSub
import ViewModelCore

/// The users list as a child feature of `UsersViewModel`: the kernel's `Store` over
/// `UsersListState` and `UsersListEvent`, with `reduce` and three feedbacks (tested alone as this
/// store, run nested in the Users store). "pages" loads the page the state asks for, latest only, at
/// the end of the main loop's turn — so a burst of keys that crosses several pages loads only the
/// one it ends on (decision 1702) — and a page no longer needed is cancelled. "spinner" ticks
/// while the first page asked for loads with nothing to show (not before `.start` asks for it).
/// "search" runs the whole-list search the filter asks for (`searchRequest`), latest only.
///
/// The state is mutated in place by `reduce` and never copied per event, so appending a page never
/// copies the loaded rows (decision 1800).
///
/// Threading: create it, `send` to it and read `state` on the scheduler's thread (the main loop).
public typealias UsersListViewModel = Store<UsersListState, UsersListEvent>

extension UsersListViewModel {
    /// The list's feedbacks: "pages", "search" and "spinner".
    /// - Parameters:
    ///   - service: where pages come from.
    ///   - scheduler: where pages and spinner ticks are delivered (the main loop).
    public static func feedbacks<S: Scheduler>(service: any UsersService, scheduler: S) -> [Feedback] {
        [
            .request(
                "pages", of: \.pageRequest, scheduler: scheduler,
                perform: { request in
                    do throws(UsersError) {
                        return .pageLoaded(request, try await service.loadPage(request.page, limit: request.limit))
                    } catch {
                        return .pageFailed(request, LoadFailure(error))
                    }
                }),
            .request("search", of: \.searchRequest, scheduler: scheduler) { request in
                await request.perform(on: service)
            },
            .timer(
                "spinner", every: .milliseconds(100), while: { $0.showsSpinner && $0.pageRequest != nil },
                scheduler: scheduler, sending: .spinnerTick),
        ]
    }
}
