import AppRuntime
import Domain
import Foundation
import PubSub
import ViewModels

/// Builds the Users screens with their view models, the service and the scheduler: the one place
/// that knows how they fit together (the composition root calls `makeScreens`).
///
/// Threading: main thread only (it creates view models bound to the main-loop scheduler).
public struct UsersConfigurator {
    private let makeListViewModel: () -> UsersListViewModel
    private let makeDetailViewModel: () -> UserDetailViewModel
    private let timeZone: TimeZone

    /// - Parameters:
    ///   - service: where users come from.
    ///   - scheduler: the main loop (a virtual-time scheduler in tests).
    ///   - pageSize: users per page.
    ///   - timeZone: for registration dates and "offline — data from" times; the local one in the app.
    public init<S: Scheduler>(
        service: any UsersService, scheduler: S, pageSize: Int = 50, timeZone: TimeZone = .current
    ) {
        makeListViewModel = { UsersListViewModel(service: service, scheduler: scheduler, pageSize: pageSize) }
        makeDetailViewModel = { UserDetailViewModel(service: service, scheduler: scheduler) }
        self.timeZone = timeZone
    }

    /// The screens to start with, bottom first: the list; over it the detail for `--open ID`;
    /// over that the more-info sheet for `--more`.
    public func makeScreens(startup: UsersStartup = UsersStartup()) -> [any Screen] {
        var screens: [any Screen] = [makeListScreen()]
        guard let id = startup.openUserID else { return screens }
        let detail = makeDetailViewModel()
        detail.send(.showID(id))
        screens.append(UserDetailScreen(viewModel: detail, router: router, timeZone: timeZone))
        if startup.showsMoreInfo {
            screens.append(makeInfoSheet(showing: detail))
        }
        return screens
    }

    /// The users list (loading its first page), with its detail pane.
    public func makeListScreen() -> UsersListScreen {
        UsersListScreen(
            viewModel: makeListViewModel(), detail: makeDetailViewModel(), router: router, timeZone: timeZone)
    }

    /// The full-screen detail of `user`, loading the full record.
    public func makeDetailScreen(for user: User) -> UserDetailScreen {
        let detail = makeDetailViewModel()
        detail.send(.show(user))
        return UserDetailScreen(viewModel: detail, router: router, timeZone: timeZone)
    }

    /// The more-info sheet showing what `detail` shows.
    public func makeInfoSheet(showing detail: UserDetailViewModel) -> UserInfoSheetScreen {
        UserInfoSheetScreen(viewModel: detail, timeZone: timeZone)
    }

    /// The more-info sheet for `user`, loading the full record.
    public func makeInfoSheet(for user: User) -> UserInfoSheetScreen {
        let detail = makeDetailViewModel()
        detail.send(.show(user))
        return UserInfoSheetScreen(viewModel: detail, timeZone: timeZone)
    }

    private var router: UsersRouter { UsersRouter(configurator: self) }
}
