import Foundation
import PubSub
import TerminalCore
import ViewModels
import Widgets

/// One user's detail across the whole screen: what the list opens on a terminal narrower than
/// 100 columns, and where `--open ID` starts. Esc or ← returns to the list.
///
/// Passive: renders `UserDetailViewModel.state`. Threading: main thread only.
public final class UserDetailScreen: Screen {
    let viewModel: UserDetailViewModel
    private let router: UsersRouter
    private let timeZone: TimeZone

    init(viewModel: UserDetailViewModel, router: UsersRouter, timeZone: TimeZone) {
        self.viewModel = viewModel
        self.router = router
        self.timeZone = timeZone
    }

    public var title: String { viewModel.state.title }
    public var stateChanges: AnyPublisher<Void, Never> { viewModel.states.map { _ in () }.eraseToAnyPublisher() }
    public var titleStatus: String { viewModel.state.titleStatus(in: timeZone) }
    public var awaitsAnswer: Bool { viewModel.isAwaitingAnswer }

    private var keyTable: UsersKeyTable {
        let user = viewModel.state.user
        return .detail(
            hasUser: user != nil, canRetry: viewModel.state.record.failure?.isRetryable ?? false,
            copyable: UsersKeyTable.Copyable(email: user?.email, phone: user?.phone))
    }

    public var keyBindings: [KeyBinding] { keyTable.bindings }

    public func render(into buffer: inout Buffer, area: Rect) {
        UserDetailPanel(state: viewModel.state).render(into: &buffer, area: area)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        let table = keyTable
        let command = table.command(for: key)
        if let copy = table.copyable.outcome(for: command) { return copy }
        switch command {
        case .moreInfo:
            return router.moreInfo(showing: viewModel)
        case .closeDetail:
            return .pop
        case .reload:
            viewModel.send(.retry)
            return .handled
        default:
            return .ignored
        }
    }
}
