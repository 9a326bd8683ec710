import AppRuntime
import Domain
import Foundation
import PresentationModel
import PubSub
import TerminalCore
import ViewModels
import Widgets

/// The users list: rows of names (with the email when there is room), the filter field
/// above them while a filter is open, and — at 100 columns or more, once opened — the selected
/// user's detail beside the rows.
///
/// Passive: renders `UsersListViewModel.state` (and the pane's `UserDetailViewModel.state`) and
/// turns keys, mouse reports and pastes into their events. Its only own state is view state: the
/// scroll offset, the rows last shown (for PgUp/PgDn, and for the view model, which loads the
/// pages they need), where the rows go (for clicks), the width (split or not) — all kept by
/// `layout(in:)`, which the runtime calls before each frame; `render` only draws — and the filter
/// field's cursor. Threading: main thread only.
public final class UsersListScreen: Screen {
    /// The pane beside the rows from 100 columns on: the list two fifths, a blank column, the line.
    static let split = SplitLayout(listPercent: 40...40, gap: 1)

    let viewModel: UsersListViewModel
    let detail: UserDetailViewModel
    private let router: UsersRouter
    private let timeZone: TimeZone
    private var scroll = ListScroll()
    private var visibleRows = 20
    private(set) var drawnList: ListLayout?
    private var laidOutWidth = 80
    private var field = TextFieldState()
    private var selectionLink: AnyCancellable?
    private var cachedDispatchKeyMap: ([Bool], KeyMap<UsersCommand>)?

    init(viewModel: UsersListViewModel, detail: UserDetailViewModel, router: UsersRouter, timeZone: TimeZone) {
        self.viewModel = viewModel
        self.detail = detail
        self.router = router
        self.timeZone = timeZone
        selectionLink = viewModel.states.sink { [weak self] _ in self?.followSelection() }
        viewModel.send(.start)
    }

    private var state: UsersListState { viewModel.state }

    /// True when the detail pane is drawn beside the rows.
    private var showsSplit: Bool { showsSplit(width: laidOutWidth) }

    private func showsSplit(width: Int) -> Bool {
        Self.split.isSplit(state.presentation, width: width)
    }

    /// The table the status bar and help show: the filter field's while it has the keys, else the
    /// list's, with the copy keys that copy something.
    private var keyMap: KeyMap<UsersCommand> { keyMap(copyable: copyable) }

    /// The table every key and mouse gesture is dispatched from: `keyMap` with both copy keys, so
    /// a key need not read the selected user; a copy key with nothing to copy is ignored, as when
    /// it is left out. Kept while the list's shape stays, so a burst of moves builds it once.
    private var dispatchKeyMap: KeyMap<UsersCommand> {
        let shape = [
            state.isEditingFilter, state.visibleCount > 0, !state.users.isEmpty, showsSplit, state.filter != nil,
        ]
        if let (cachedShape, cached) = cachedDispatchKeyMap, cachedShape == shape { return cached }
        let built = keyMap(copyable: UsersCopyable(email: "any", phone: "any"))
        cachedDispatchKeyMap = (shape, built)
        return built
    }

    private func keyMap(copyable: UsersCopyable) -> KeyMap<UsersCommand> {
        if state.isEditingFilter {
            return UsersKeyMap.editingFilter
        }
        return UsersKeyMap.list(
            hasRows: state.visibleCount > 0, hasUsers: !state.users.isEmpty, detailOpen: showsSplit,
            hasFilter: state.filter != nil, copyable: copyable)
    }

    /// The selected user's email; with the pane open, the phone number once the pane has it.
    private var copyable: UsersCopyable {
        let paneUser = showsSplit ? detail.state.user : nil
        return UsersCopyable(
            email: state.selectedUser?.email, phone: paneUser?.id == state.selectedUser?.id ? paneUser?.phone : nil)
    }

    public var title: String { state.title }
    /// The list's states and the pane's (drawn beside it once opened).
    public var stateChanges: AnyPublisher<Void, Never> {
        viewModel.states.map { _ in () }.merge(with: detail.states.map { _ in () }).eraseToAnyPublisher()
    }
    public var titleStatus: String { state.titleStatus(in: timeZone) }
    public var keyBindings: [KeyBinding] { keyMap.bindings }
    public var mouseBindings: [MouseBinding] { keyMap.mouseBindings }
    public var isCapturingText: Bool { state.isEditingFilter }
    public var awaitsAnswer: Bool { viewModel.isAwaitingAnswer || (showsSplit && detail.isAwaitingAnswer) }

    /// Where the filter field and the rows go in `area`, and the pane beside them when it shows.
    /// Narrower than the split the list shows alone, pane open or not: there the detail is a
    /// pushed screen (decision 0601), so only a split presentation reaches `SplitLayout`.
    private func regions(in area: Rect) -> (panes: SplitPanes, field: Rect?, rows: Rect) {
        let panes = Self.split.panes(for: Presentation(isDetailOpen: showsSplit(width: area.width)), in: area)
        let listArea = panes.list ?? area
        guard state.filter != nil else { return (panes, nil, listArea) }
        let (fieldRow, rows) = listArea.splitTop(1)
        return (panes, fieldRow, rows)
    }

    /// The rows as a list, when they show (not the spinner, the error or "no users").
    private func listView(scroll: ListScroll) -> ListView? {
        let state = state
        if state.showsSpinner { return nil }
        if case .failed = state.status, state.users.isEmpty { return nil }
        if state.status == .loaded, state.users.isEmpty { return nil }
        return ListView(
            count: state.visibleCount,
            selection: state.visibleCount > 0 ? state.cursor.selection : nil,
            scroll: scroll,
            emptyMessage: "No names match \(TextLayout.quoted(state.filter?.query ?? "")) — Esc clears the filter",
            isLoadingMore: state.isLoadingMore,
            row: { row in
                guard let user = state.user(atRow: row) else { return ListRow.placeholder }
                let name = user.fullName
                return ListRow(name.isEmpty ? user.id : name, secondary: user.email)
            }
        )
    }

    /// Keeps the width (split or not), the rows shown (for PgUp/PgDn and the pages to load), the
    /// scroll and where the rows go (for clicks) of a frame in `area`.
    public func layout(in area: Rect) {
        laidOutWidth = area.width
        let rows = regions(in: area).rows
        visibleRows = max(1, rows.height)
        guard let list = listView(scroll: scroll) else {
            drawnList = nil
            return
        }
        scroll = list.resolvedScroll(in: rows)
        drawnList = list.layout(in: rows)
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        buffer.fill(area)
        let (panes, fieldRow, rows) = regions(in: area)
        panes.drawDivider(into: &buffer)
        if let paneArea = panes.detail {
            UserDetailPanel(state: detail.state).render(into: &buffer, area: paneArea)
        }
        if let filter = state.filter, let fieldRow {
            TextField(
                state: field, prompt: "/ ", placeholder: "type to filter by name",
                isFocused: filter.isEditing
            ).render(into: &buffer, area: fieldRow)
        }
        renderRows(into: &buffer, area: rows)
    }

    private func renderRows(into buffer: inout Buffer, area: Rect) {
        if let list = listView(scroll: scroll) {
            list.render(into: &buffer, area: area)
        } else if state.showsSpinner {
            Spinner(frame: state.spinnerFrame, message: "Loading users…").render(into: &buffer, area: area)
        } else if case .failed(let failure) = state.status {
            ErrorBanner(message: failure.message).render(into: &buffer, area: area.inset(top: 1))
        } else {
            EmptyState(message: "No users to show", hint: "r to reload").render(into: &buffer, area: area)
        }
    }

    public func handle(_ key: Key) -> KeyOutcome {
        syncViewport()
        let command = dispatchKeyMap.command(for: key)
        guard state.isEditingFilter else { return command.map(perform) ?? .ignored }
        switch command {
        case .some(let command):
            _ = perform(command)
        case nil:
            editFilter { $0.handle(key) }
        }
        return .handled
    }

    /// The wheel and clicks on rows move the selection (in the filter field too); a click on the
    /// selected row opens it, as Enter does.
    public func handle(mouse event: MouseEvent) -> KeyOutcome {
        syncViewport()
        guard state.visibleCount > 0,
            let hit = ListMouseMap.hit(for: event, in: drawnList, selection: state.cursor.selection),
            let command = dispatchKeyMap.command(for: hit.gesture)
        else { return .ignored }
        if command == .pointerMove, let move = hit.move {
            viewModel.send(.move(move))
            return .handled
        }
        return perform(command)
    }

    /// A paste into the filter field, as one edit: one filter pass.
    public func handle(paste text: String) -> KeyOutcome {
        guard state.isEditingFilter else { return .ignored }
        syncViewport()
        editFilter { $0.paste(text) }
        return .handled
    }

    /// Tells the view model how many rows the last frame showed, so it loads the pages they need.
    private func syncViewport() {
        if state.viewportRows != visibleRows { viewModel.send(.viewport(rows: visibleRows)) }
    }

    /// Carries out a command of the table.
    private func perform(_ command: UsersCommand) -> KeyOutcome {
        switch command {
        case .move(let move):
            viewModel.send(.move(move.cursorMove(pageRows: visibleRows)))
        case .openDetail:
            return openSelected()
        case .closeDetail:
            viewModel.send(.closeDetail)
        case .openFilter:
            field = TextFieldState(text: state.filter?.query ?? "")
            viewModel.send(.openFilter)
        case .moreInfo:
            guard let user = state.selectedUser else { return .handled }
            guard showsSplit else { return router.moreInfo(for: user.preview) }
            detail.send(.show(user.preview))
            return router.moreInfo(showing: detail)
        case .reload:
            if showsSplit, detail.state.record.failure != nil {
                detail.send(.retry)
            } else {
                viewModel.send(.reload)
            }
        case .keepFilter:
            viewModel.send(.commitFilter)
        case .clearFilter:
            field = TextFieldState()
            viewModel.send(.clearFilter)
        case .copyEmail, .copyPhone:
            return copyable.outcome(for: command) ?? .ignored
        case .pointerMove:
            break
        }
        return .handled
    }

    /// Opens the selected user: the pane beside the list on a wide screen, else the full-screen detail.
    private func openSelected() -> KeyOutcome {
        guard let user = state.selectedUser else { return .handled }
        if laidOutWidth >= Self.split.minimumWidth {
            viewModel.send(.openDetail)
            detail.send(.show(user.preview))
            return .handled
        }
        return router.detail(for: user.preview)
    }

    /// Applies an edit to the filter field and tells the view model when the text changed.
    private func editFilter(_ edit: (inout TextFieldState) -> Void) {
        let before = field.text
        edit(&field)
        if field.text != before {
            viewModel.send(.filterChanged(field.text))
        }
    }

    /// Keeps the pane showing the selected user while it is on screen, after every list event —
    /// a key, a reload, a filter edit (the pane's view model debounces and drops stale answers).
    private func followSelection() {
        guard showsSplit, let user = state.selectedUser else { return }
        detail.send(.follow(user.preview))
    }
}
