import AppRuntime
import TerminalCore
import ViewModels
import Widgets

/// Keys, mouse reports and pastes: each is dispatched from the key table of what is in front —
/// the sheet, the filter field, the detail alone, or the list (with the detail beside it) — and
/// turned into the list's and the detail's events.
extension UsersScreen {
    /// The table the status bar and help show: the one in front, with the copy keys that copy something.
    var keyMap: KeyMap<UsersCommand> { keyMapShape.keyMap(copyable: copyable) }

    /// The table every key and mouse gesture is dispatched from: `keyMap` with both copy keys, so
    /// a key need not read the user shown; a copy key with nothing to copy is ignored, as when it
    /// is left out. Kept while its shape stays, so a burst of moves builds it once.
    private var dispatchKeyMap: KeyMap<UsersCommand> {
        let shape = keyMapShape
        if let (cachedShape, cached) = cachedDispatchKeyMap, cachedShape == shape { return cached }
        let built = shape.keyMap(copyable: UsersCopyable(email: "any", phone: "any"))
        cachedDispatchKeyMap = (shape, built)
        return built
    }

    /// What decides the table in front, read once from the list's and the detail's state.
    private var keyMapShape: UsersKeyMapShape {
        if state.presentation.isSheetOpen { return .sheet }
        if showsDetailAlone {
            return .detail(
                hasUser: detailState.user != nil, canRetry: detailState.record.failure?.isRetryable ?? false)
        }
        if state.isEditingFilter { return .editingFilter }
        return .list(
            hasRows: state.visibleCount > 0, hasUsers: !state.users.isEmpty, detailOpen: showsSplit,
            hasFilter: state.filter != nil)
    }

    /// What can be copied: the detail's user in the sheet and the detail alone; in the list the
    /// selected user's email, and the phone number once the detail beside it has it.
    private var copyable: UsersCopyable {
        if state.presentation.isSheetOpen || showsDetailAlone {
            return UsersCopyable(email: detailState.user?.email, phone: detailState.user?.phone)
        }
        let paneUser = showsSplit ? detailState.user : nil
        return UsersCopyable(
            email: state.selectedUser?.email, phone: paneUser?.id == state.selectedUser?.id ? paneUser?.phone : nil)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        syncViewport()
        let command = dispatchKeyMap.command(for: key)
        if state.presentation.isSheetOpen {
            return command.map(perform) ?? .handled
        }
        guard isCapturingText else { return command.map(perform) ?? .ignored }
        switch command {
        case .some(let command):
            _ = perform(command)
        case nil:
            if case .character = key, field.isFull, !field.isAllSelected { return .fieldFull }
            editFilter { $0.handle(key) }
        }
        return .handled
    }

    /// With the sheet open, a click outside it closes it and nothing else reaches what it covers.
    /// Otherwise the wheel and clicks on rows move the selection (in the filter field too), and a
    /// click on the selected row opens it, as Enter does; the detail alone takes no clicks.
    public func handle(mouse event: MouseEvent) -> KeyOutcome {
        if state.presentation.isSheetOpen {
            guard case .press = event.action, let frame = drawnSheet, !frame.contains(x: event.x, y: event.y),
                let command = dispatchKeyMap.command(for: .clickOutside)
            else { return .handled }
            return perform(command)
        }
        syncViewport()
        guard !showsDetailAlone, state.visibleCount > 0,
            let hit = ListMouseMap.hit(for: event, in: drawnList, selection: state.cursor.selection),
            let command = dispatchKeyMap.command(for: hit.gesture)
        else { return .ignored }
        if command == .pointerMove, let move = hit.move {
            viewModel.send(.list(.user(.move(move))))
            return .handled
        }
        return perform(command)
    }

    /// A paste into the filter field, as one edit: one filter pass.
    public func handle(paste text: String) -> KeyOutcome {
        guard isCapturingText else { return .ignored }
        syncViewport()
        var fits = true
        editFilter { fits = $0.paste(text) }
        return fits ? .handled : .fieldFull
    }

    /// Tells the view model how many rows the last frame showed, so it loads the pages they need,
    /// and whether it was wide enough for the detail beside the list, so the detail there follows
    /// the selection.
    private func syncViewport() {
        if state.viewportRows != visibleRows { viewModel.send(.list(.user(.viewport(rows: visibleRows)))) }
        let fits = laidOutWidth >= Self.split.minimumWidth
        if viewModel.state.fitsDetailBeside != fits { viewModel.send(.layout(fitsDetailBeside: fits)) }
    }

    /// Carries out a command of the table.
    private func perform(_ command: UsersCommand) -> KeyOutcome {
        switch command {
        case .move(let move):
            viewModel.send(.list(.user(.move(move.cursorMove(pageRows: visibleRows)))))
        case .openDetail:
            guard state.selectedUser != nil else { return .handled }
            viewModel.send(.list(.user(.openDetail)))
        case .closeDetail:
            viewModel.send(.list(.user(.closeDetail)))
        case .closeMoreInfo:
            viewModel.send(.list(.user(.closeMoreInfo)))
        case .openFilter:
            field = TextFieldState(text: state.filter?.query ?? "")
            viewModel.send(.list(.user(.openFilter)))
        case .moreInfo:
            viewModel.send(.list(.user(.toggleMoreInfo)))
        case .reload:
            viewModel.send(.reload)
        case .keepFilter:
            viewModel.send(.list(.user(.commitFilter)))
        case .clearFilter:
            field = TextFieldState()
            viewModel.send(.list(.user(.clearFilter)))
        case .copyEmail, .copyPhone:
            return copyable.outcome(for: command) ?? .ignored
        case .pointerMove:
            break
        }
        return .handled
    }

    /// Applies an edit to the filter field and tells the view model when the text changed.
    private func editFilter(_ edit: (inout TextFieldState) -> Void) {
        let before = field.text
        edit(&field)
        if field.text != before {
            viewModel.send(.list(.user(.filterChanged(field.text))))
        }
    }
}
