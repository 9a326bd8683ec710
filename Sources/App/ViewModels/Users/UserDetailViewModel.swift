import Domain
import PubSub
import ViewModelCore

/// A user's detail as a child feature of `UsersViewModel`: the kernel's `Store` over
/// `UserDetailState` and `UserDetailEvent`, with `reduce` and two feedbacks. "record" loads the record the state asks for, latest only: at
/// once when the person asked for it, after a short debounce when the pane follows the selection,
/// so scrolling fast through the list beside an open pane starts one request, not one per row.
/// "spinner" ticks while nothing about the user is known yet.
///
/// Threading: create it, `send` to it and read `state` on the scheduler's thread (the main loop).
public typealias UserDetailViewModel = Store<UserDetailState, UserDetailEvent>

extension UserDetailViewModel {
    /// How long a request that follows the selection waits for it to settle, in seconds.
    public static var debounceSeconds: Double { 0.15 }

    /// The detail's feedbacks: "record" and "spinner".
    /// - Parameters:
    ///   - service: where full records come from.
    ///   - scheduler: where records and spinner ticks are delivered (the main loop).
    public static func feedbacks<S: Scheduler>(service: any UsersService, scheduler: S) -> [Feedback] {
        [
            .request(
                "record", of: \.request,
                debounce: { $0.waitsForSettling ? .seconds(Self.debounceSeconds) : nil },
                scheduler: scheduler,
                perform: { request in
                    do throws(UsersError) {
                        return .loaded(request, try await service.loadUser(id: request.id))
                    } catch {
                        return .failed(request, LoadFailure(error))
                    }
                }),
            .timer(
                "spinner", every: .milliseconds(100), while: \.showsSpinner, scheduler: scheduler,
                sending: .spinnerTick),
        ]
    }
}
