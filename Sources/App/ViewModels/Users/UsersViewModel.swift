import Domain
import PubSub
import ViewModelCore

/// The Users section's view model: one `Store` over `UsersState`, the list and the detail nested
/// in it as child features (decision 2000). Each child keeps its own reducer and feedbacks —
/// the list's "pages", "search" and "spinner", the detail's "record" and "spinner" — run here
/// under their child's name ("list.pages", "detail.record"); the parent reducer runs after them
/// and ties them together: the detail shows the user the list opens, follows the selection while
/// it is beside the list, and `r` retries what failed.
///
/// Threading: create it, `send` to it and read `state` on the scheduler's thread (the main loop).
public typealias UsersViewModel = Store<UsersState, UsersEvent>

extension UsersViewModel {
    /// The list's reducer, the detail's, then the parent's, which sees their events.
    public static var reducer: Reducer<UsersState, UsersEvent> {
        .combine(
            .scope(state: \.list, event: UsersEvent.listPath, UsersListViewModel.reduce),
            .scope(state: \.detail, event: UsersEvent.detailPath, UserDetailViewModel.reduce),
            Reducer(coordinate)
        )
    }

    /// - Parameters:
    ///   - service: where pages and records come from.
    ///   - scheduler: where answers and spinner ticks are delivered (the main loop).
    ///   - pageSize: users per page.
    public convenience init<S: Scheduler>(service: any UsersService, scheduler: S, pageSize: Int = 50) {
        self.init(
            initial: UsersState(
                sourceName: service.sourceName, pageSize: pageSize,
                searchesWholeList: service is any SearchableUsersService),
            reduce: Self.reducer.reduce,
            feedbacks: Self.feedbacks(service: service, scheduler: scheduler))
    }

    /// The list's feedbacks and the detail's, each under its child's name.
    public static func feedbacks<S: Scheduler>(service: any UsersService, scheduler: S) -> [Feedback] {
        UsersListViewModel.feedbacks(service: service, scheduler: scheduler).map {
            .scope("list", state: \.list, event: UsersEvent.list, $0)
        }
            + UserDetailViewModel.feedbacks(service: service, scheduler: scheduler).map {
                .scope("detail", state: \.detail, event: UsersEvent.detail, $0)
            }
    }

    /// The parent's part, after the children's: what one child's event means for the other.
    private static func coordinate(_ state: inout UsersState, _ event: UsersEvent) {
        switch event {
        case .list(let listEvent):
            followSelection(&state)
            guard case .user(let intent) = listEvent else { return }
            switch intent {
            case .openDetail:
                if let user = state.list.selectedUser {
                    UserDetailViewModel.reduce(&state.detail, .user(.show(user.preview)))
                }
            case .toggleMoreInfo:
                if state.list.linkedUserID == nil, let user = state.list.selectedUser {
                    UserDetailViewModel.reduce(&state.detail, .user(.show(user.preview)))
                }
            case .openUser(let id):
                UserDetailViewModel.reduce(&state.detail, .user(.showID(id)))
            default:
                break
            }
        case .layout(let fits):
            state.fitsDetailBeside = fits
        case .reload:
            if state.list.isDetailOpen, state.detail.record.failure != nil {
                UserDetailViewModel.reduce(&state.detail, .user(.retry))
            } else {
                UsersListViewModel.reduce(&state.list, .user(.reload))
                followSelection(&state)
            }
        case .detail:
            break
        }
    }

    /// Keeps the detail beside the list showing the selected user — after every list event: a key,
    /// a reload, a filter edit, a page (the detail debounces the load) — unless a deep link's user
    /// shows there until the person moves.
    private static func followSelection(_ state: inout UsersState) {
        guard state.showsDetailBeside, state.list.linkedUserID == nil, let user = state.list.selectedUser else {
            return
        }
        UserDetailViewModel.reduce(&state.detail, .user(.follow(user.preview)))
    }
}
