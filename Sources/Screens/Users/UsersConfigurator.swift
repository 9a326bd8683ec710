import AppRuntime
import Domain
import Foundation
import PubSub
import ViewModels

/// Builds the Users screen with its view models, the service and the scheduler: the one place
/// that knows how they fit together (the composition root calls `makeScreen`).
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

    /// The Users screen, loading its first page; for `--open ID` as if the person had moved to
    /// that user and pressed Enter, and for `--more` then `m` (decision 1980).
    public func makeScreen(startup: UsersStartup = UsersStartup()) -> UsersScreen {
        let screen = UsersScreen(viewModel: makeListViewModel(), detail: makeDetailViewModel(), timeZone: timeZone)
        guard let id = startup.openUserID else { return screen }
        screen.viewModel.send(.openUser(id: id))
        screen.detail.send(.showID(id))
        if startup.showsMoreInfo {
            screen.viewModel.send(.toggleMoreInfo)
        }
        return screen
    }
}
