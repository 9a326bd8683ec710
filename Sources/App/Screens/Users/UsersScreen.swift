import AppRuntime
import Domain
import Foundation
import PresentationModel
import PubSub
import TerminalCore
import ViewModelCore
import ViewModels
import Widgets

/// The Users section: the list of names (with the email when there is room) and the filter field
/// above it while a filter is open, the selected user's detail — beside the list from 100 columns
/// on, in its place narrower — and the more-info sheet over either. What shows is the list state's
/// `Presentation`; where it goes is `SplitLayout` (decision 1980).
///
/// Passive: renders `UsersViewModel.state` — the list and the detail, one store — and turns keys,
/// mouse reports and pastes into its events. Its only own state is view state, kept
/// by `layout(in:)`, which the runtime calls before each frame (`render` only draws): the scroll,
/// the rows shown (for PgUp/PgDn, and for the view model, which loads the pages they need), the
/// list as laid out, the panes, where the rows and the sheet go (for clicks), the width; and the
/// filter field's cursor. Threading: main thread only.
public final class UsersScreen: Screen {
    /// The detail beside the list from 100 columns on: the list two fifths, a blank column, the line.
    static let split = SplitLayout(listPercent: 40...40, gap: 1)

    let viewModel: UsersViewModel
    /// The store's list and detail, scoped: each keeps its part of the state, copied once per
    /// event, so the many reads of a key and a frame (every row drawn) copy only that part.
    private let listPart: Store<UsersListState, UsersListEvent>
    private let detailPart: Store<UserDetailState, UserDetailEvent>
    let timeZone: TimeZone
    var scroll = ListScroll()
    var visibleRows = 20
    /// The list as the last layout built it, drawn by `render`.
    private var list: ListView?
    private(set) var drawnList: ListLayout?
    /// Where the sheet went in the last layout, while it shows: a click outside it closes it.
    private(set) var drawnSheet: Rect?
    private var panes = SplitPanes()
    private var fieldRow: Rect?
    private(set) var laidOutWidth = 80
    var field = TextFieldState()
    var cachedDispatchKeyMap: (UsersKeyMapShape, KeyMap<UsersCommand>)?

    init(viewModel: UsersViewModel, timeZone: TimeZone) {
        self.viewModel = viewModel
        self.timeZone = timeZone
        listPart = viewModel.scope(state: \.list, event: UsersEvent.list)
        detailPart = viewModel.scope(state: \.detail, event: UsersEvent.detail)
        viewModel.send(.list(.user(.start)))
    }

    /// The list's state.
    var state: UsersListState { listPart.state }
    /// The detail's state.
    var detailState: UserDetailState { detailPart.state }

    /// True when the detail is drawn beside the list.
    var showsSplit: Bool { Self.split.isSplit(state.presentation, width: laidOutWidth) }

    /// True when the detail is drawn in the list's place: open on a narrow screen.
    var showsDetailAlone: Bool { state.isDetailOpen && !showsSplit }

    /// The list's title, or the user's while the detail is drawn alone (the title bar belongs to
    /// what the sheet covers).
    public var title: String { showsDetailAlone ? detailState.title : state.title }
    /// The store's states.
    public var stateChanges: AnyPublisher<Void, Never> {
        viewModel.states.map { _ in () }.eraseToAnyPublisher()
    }
    public var titleStatus: String {
        showsDetailAlone ? detailState.titleStatus(in: timeZone) : state.titleStatus(in: timeZone)
    }
    public var keyBindings: [KeyBinding] { keyMap.bindings }
    public var mouseBindings: [MouseBinding] { keyMap.mouseBindings }
    /// True while the filter field has the keys: it is editing and nothing covers it.
    public var isCapturingText: Bool {
        state.isEditingFilter && !state.presentation.isSheetOpen && !showsDetailAlone
    }
    public var awaitsAnswer: Bool { viewModel.isAwaitingAnswer }

    /// Keeps the width, the panes, the filter row, the rows shown (for PgUp/PgDn and the pages to
    /// load), the scroll, the list and where its rows go, and where the sheet goes, of a frame in `area`.
    public func layout(in area: Rect) {
        laidOutWidth = area.width
        panes = Self.split.panes(for: state.presentation, in: area)
        fieldRow = nil
        drawnSheet = state.presentation.isSheetOpen ? sheet.frame(in: area) : nil
        guard var rows = panes.list else {
            (list, drawnList) = (nil, nil)
            return
        }
        if state.filter != nil {
            (fieldRow, rows) = rows.splitTop(1)
        }
        visibleRows = max(1, rows.height)
        guard var built = listView() else {
            (list, drawnList) = (nil, nil)
            return
        }
        scroll = built.resolvedScroll(in: rows)
        built.scroll = scroll
        (list, drawnList) = (built, built.layout(in: rows))
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        buffer.fill(area)
        panes.drawDivider(into: &buffer)
        if let paneArea = panes.detail {
            UserDetailPanel(state: detailState).render(into: &buffer, area: paneArea)
        }
        if let filter = state.filter, let fieldRow {
            TextField(
                state: field, prompt: "/ ", placeholder: "type to filter by name",
                isFocused: filter.isEditing
            ).render(into: &buffer, area: fieldRow)
        }
        if let rows = panes.list {
            renderRows(into: &buffer, area: fieldRow == nil ? rows : rows.inset(top: 1))
        }
        if state.presentation.isSheetOpen {
            sheet.render(into: &buffer, area: area)
        }
    }

    /// The rows as a list, when they show (not the spinner, the error or "no users").
    private func listView() -> ListView? {
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
            // The rows read the state when drawn: a state captured here would be kept with the list
            // between frames and pin the user array, so every page appended next would copy it whole.
            row: { [listPart] row in
                let state = listPart.state
                guard row < state.visibleCount, let user = state.user(atRow: row) else { return ListRow.placeholder }
                let name = user.fullName
                return ListRow(name.isEmpty ? user.id : name, secondary: user.email)
            }
        )
    }

    private func renderRows(into buffer: inout Buffer, area: Rect) {
        if let list {
            list.render(into: &buffer, area: area)
        } else if state.showsSpinner {
            Spinner(frame: state.spinnerFrame, message: "Loading users…").render(into: &buffer, area: area)
        } else if case .failed(let failure) = state.status {
            ErrorBanner(message: failure.message).render(into: &buffer, area: area.inset(top: 1))
        } else {
            EmptyState(message: "No users to show", hint: "r to reload").render(into: &buffer, area: area)
        }
    }
}
