import AppRuntime
import Domain
import ViewModels

/// Decides where the Users screens lead: Enter on a narrow list to the full-screen detail, `m`
/// to the more-info sheet. Screens ask it and return its answer; they never build other screens.
///
/// Holds the configurator that builds the next screen. Threading: main thread only.
final class UsersRouter {
    private let configurator: UsersConfigurator

    init(configurator: UsersConfigurator) {
        self.configurator = configurator
    }

    /// The full-screen detail of `user`, pushed over the list.
    func detail(for user: User) -> KeyOutcome {
        .push(configurator.makeDetailScreen(for: user))
    }

    /// The more-info sheet over a detail already showing (pane or screen): it reuses that record.
    func moreInfo(showing detail: UserDetailViewModel) -> KeyOutcome {
        .push(configurator.makeInfoSheet(showing: detail))
    }

    /// The more-info sheet for `user`, loading the full record itself (from the list, no detail open).
    func moreInfo(for user: User) -> KeyOutcome {
        .push(configurator.makeInfoSheet(for: user))
    }
}
