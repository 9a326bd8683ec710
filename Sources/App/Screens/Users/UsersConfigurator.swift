import AppRuntime
import Domain
import Foundation
import PubSub
import ViewModels

/// Builds the Users screen with its view model, the service and the scheduler: the one place
/// that knows how they fit together (the composition root calls `makeScreen`).
///
/// Threading: main thread only (it creates view models bound to the main-loop scheduler).
public struct UsersConfigurator {
    private let makeViewModel: () -> UsersViewModel
    private let timeZone: TimeZone

    /// - Parameters:
    ///   - service: where users come from.
    ///   - scheduler: the main loop (a virtual-time scheduler in tests).
    ///   - pageSize: users per page.
    ///   - timeZone: for registration dates and "offline — data from" times; the local one in the app.
    public init<S: Scheduler>(
        service: any UsersService, scheduler: S, pageSize: Int = 50, timeZone: TimeZone = .current
    ) {
        makeViewModel = { UsersViewModel(service: service, scheduler: scheduler, pageSize: pageSize) }
        self.timeZone = timeZone
    }

    /// The Users screen, loading its first page; for `--open ID` as if the person had moved to
    /// that user and pressed Enter, and for `--more` then `m` (decision 1980).
    public func makeScreen(startup: UsersStartup = UsersStartup()) -> UsersScreen {
        let screen = UsersScreen(viewModel: makeViewModel(), timeZone: timeZone)
        guard let id = startup.openUserID else { return screen }
        screen.viewModel.send(.list(.user(.openUser(id: id))))
        if startup.showsMoreInfo {
            screen.viewModel.send(.list(.user(.toggleMoreInfo)))
        }
        return screen
    }
}
