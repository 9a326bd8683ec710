import AppRuntime
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

    private var copyable: UsersCopyable {
        UsersCopyable(email: viewModel.state.user?.email, phone: viewModel.state.user?.phone)
    }

    /// The table every key is dispatched from.
    private var keyMap: KeyMap<UsersCommand> {
        UsersKeyMap.detail(
            hasUser: viewModel.state.user != nil, canRetry: viewModel.state.record.failure?.isRetryable ?? false,
            copyable: copyable)
    }

    public var keyBindings: [KeyBinding] { keyMap.bindings }

    public func render(into buffer: inout Buffer, area: Rect) {
        UserDetailPanel(state: viewModel.state).render(into: &buffer, area: area)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        let command = keyMap.command(for: key)
        if let copy = copyable.outcome(for: command) { return copy }
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
