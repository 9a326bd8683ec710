import AppRuntime
import TerminalCore
import ViewModelCore
import Widgets

/// Keys, mouse reports and pastes: each is dispatched from the key table of what is in front —
/// the sheet, the filter field, the detail alone, or the list (with the detail beside it) — with
/// the section's copy keys and own keys, and turned into the component's events.
extension ListDetailScreen {
    /// The stage in front and what its table depends on, read once from the state.
    var stage: ListDetailKeyMap.Stage {
        let state = state
        if state.presentation.isSheetOpen { return .sheet }
        if showsDetailAlone {
            return .detail(
                hasItem: state.detailItem != nil,
                canRetry: state.loadsDetail && state.detail.failure?.isRetryable == true)
        }
        if state.isEditingFilter { return slots.picksInField(state) ? .picking : .editingFilter }
        // A search field opens with no rows and is never cleared by Esc: its text is the search.
        let searches = state.fieldRole == .search
        return .list(
            hasRows: state.visibleCount > 0, hasItems: state.rows.count > 0 || searches, detailOpen: showsSplit,
            hasFilter: state.filter != nil && !searches)
    }

    /// The table the status bar and help show: the one in front, with the copy keys that copy
    /// something now (in the status bar while the sheet is open) and the section's keys for this
    /// stage.
    var keyMap: KeyMap<ListDetailCommand> {
        let copies = slots.copies.indices.filter { !(copyText(for: $0)?.isEmpty ?? true) }
        return table(builtFrom: recipe(copies: copies), kept: &shownTable)
    }

    /// The table every key and gesture is dispatched from: `keyMap` with every copy key, so a key
    /// need not read the item shown (a copy key with nothing to copy is ignored, as when it is
    /// left out).
    private var dispatchKeyMap: KeyMap<ListDetailCommand> {
        table(builtFrom: recipe(copies: Array(slots.copies.indices)), kept: &dispatchTable)
    }

    /// What the table in front is built from now, listing `copies`.
    private func recipe(copies: [Int]) -> ListDetailTable.Recipe {
        let state = state
        return ListDetailTable.Recipe(
            stage: stage, available: Self.sectionCommands.map { slots.isAvailable($0, state) }, copies: copies,
            ownKeys: slots.keys.indices.filter { slots.keys[$0].isAvailable() }, hasField: state.filter != nil,
            hasRows: state.visibleCount > 0, detailScrolls: detailScrollLimit > 0)
    }

    /// The table `recipe` makes: the one `kept` holds when it was made from the same, else a new
    /// one, kept there.
    private func table(builtFrom recipe: ListDetailTable.Recipe, kept: inout ListDetailTable?) -> KeyMap<
        ListDetailCommand
    > {
        if let kept, kept.recipe == recipe { return kept.table }
        let built = table(recipe)
        kept = ListDetailTable(recipe: recipe, table: built)
        return built
    }

    /// The commands a section may say do nothing now (`ListDetailSlots.isAvailable`).
    private static var sectionCommands: [ListDetailCommand] { [.open, .toggleSheet, .reload] }

    /// The table of a recipe: the stage's, without the commands the section says do nothing now,
    /// with the recipe's copy keys and the section's keys for this stage.
    private func table(_ recipe: ListDetailTable.Recipe) -> KeyMap<ListDetailCommand> {
        let stage = recipe.stage
        var base = ListDetailKeyMap.keyMap(stage, noun: slots.noun, field: slots.fieldKey, fieldRole: state.fieldRole)
        let unavailable = zip(Self.sectionCommands, recipe.available).filter { !$0.1 }.map(\.0)
        if !unavailable.isEmpty {
            base = KeyMap(
                base.entries.filter { entry in
                    entry.binding.keys.first.flatMap { KeyMap([entry]).command(for: $0) }.map {
                        !unavailable.contains($0)
                    } ?? true
                },
                mouse: base.mouseEntries.filter { !unavailable.contains($0.command) })
        }
        guard let presentationStage = stage.presentationStage else { return base.remapped(keys, typing: true) }
        if case .detail = stage {
            // The wheel moves among the rows where the detail follows them, else scrolls a tall one.
            if slots.movesInDetail, recipe.hasRows {
                base =
                    base + ListDetailKeyMap.moves
                    + KeyMap(mouse: ListDetailKeyMap.pointer.filter { $0.binding.gesture == .wheel })
            } else if recipe.detailScrolls {
                base = base + KeyMap(mouse: [ListDetailKeyMap.scrollDetail])
            }
            base = base + KeyMap(mouse: [ListDetailKeyMap.clickOutsideDetail])
        }
        if case .list = stage, recipe.hasField {
            base =
                base
                + KeyMap(mouse: [KeyMap.MouseEntry(MouseBinding(.clickField, help: slots.fieldKey.help), .openFilter)])
        }
        // The sheet's bar has room for the copy keys; the list's and the detail's are full.
        let copies = recipe.copies.map { index in
            KeyMap.Entry(slots.copies[index].binding(showsInStatusBar: stage == .sheet), ListDetailCommand.copy(index))
        }
        let own = recipe.ownKeys.filter { slots.keys[$0].stages.contains(presentationStage) }.map {
            KeyMap.Entry(slots.keys[$0].binding, ListDetailCommand.own($0))
        }
        return (base + KeyMap(copies) + KeyMap(own)).remapped(keys)
    }

    /// The text copy key `index` copies now: about the item in front, with its detail when loaded.
    private func copyText(for index: Int) -> String? {
        let state = state
        let item = state.presentation.stage == .list && !showsSplit ? state.selectedItem : state.detailItem
        guard let item else { return nil }
        let detail = item == state.detailItem ? state.detail.value : nil
        return slots.copies[index].value(item, detail)
    }

    /// Dispatches `key` from the table in front; while the filter field has the keys, a key the
    /// table does not have edits it.
    public func handle(_ key: Key) -> KeyOutcome {
        syncViewport()
        let command = dispatchKeyMap.command(for: key)
        if state.presentation.isSheetOpen {
            return command.map(perform) ?? .handled
        }
        guard isCapturingText else { return command.map(perform) ?? .ignored }
        if let command {
            _ = perform(command)
        } else if case .character = key, let field = state.filter?.field, field.isFull, !field.isAllSelected {
            return .fieldFull
        } else {
            editFilter { $0.handle(key) }
        }
        return .handled
    }

    /// With the sheet open, the wheel scrolls it, a click outside it closes it and nothing else
    /// reaches what it covers. Over the full-screen detail a click outside what it drew goes back,
    /// and the wheel scrolls a detail taller than the screen (or moves among the rows, where the
    /// detail follows them). Otherwise the wheel and clicks on rows move the selection (in the
    /// filter field too), and a click on the selected row opens it, as Enter does.
    public func handle(mouse event: MouseEvent) -> KeyOutcome {
        if state.presentation.isSheetOpen {
            if event.action == .wheelUp || event.action == .wheelDown {
                let rows = event.action == .wheelUp ? -ListMouseMap.wheelRows : ListMouseMap.wheelRows
                sheetScroll = ListMove.scrollOffset(sheetScroll, by: rows, limit: sheetScrollLimit)
                return .handled
            }
            guard case .press = event.action, let frame = drawnSheet, !frame.contains(x: event.x, y: event.y),
                let command = dispatchKeyMap.command(for: .clickOutside)
            else { return .handled }
            return perform(command)
        }
        syncViewport()
        if showsDetailAlone, let outcome = handleOverDetail(event) { return outcome }
        if case .press(.left) = event.action, let fieldRow, fieldRow.contains(x: event.x, y: event.y) {
            guard !isCapturingText else { return .handled }
            return dispatchKeyMap.command(for: .clickField).map(perform) ?? .ignored
        }
        guard !showsDetailAlone || slots.movesInDetail, state.visibleCount > 0,
            let hit = ListMouseMap.hit(
                for: event, in: showsDetailAlone ? nil : drawnList, selection: state.cursor.selection),
            let command = dispatchKeyMap.command(for: hit.gesture)
        else { return .ignored }
        if command == .point, let move = hit.move {
            store.send(.move(move))
            return .handled
        }
        return perform(command)
    }

    /// A click on the screen off what the full-screen detail drew (beside or below it, or on a
    /// section's header or field above it) goes back; the wheel scrolls a detail taller than the
    /// screen. `nil`: the report is the list's to handle (the wheel where the detail follows the
    /// rows, a click on the content).
    private func handleOverDetail(_ event: MouseEvent) -> KeyOutcome? {
        switch event.action {
        case .press(.left):
            guard laidOutArea.contains(x: event.x, y: event.y),
                !(drawnDetailContent?.contains(x: event.x, y: event.y) ?? false),
                let command = dispatchKeyMap.command(for: .clickOutside)
            else { return nil }
            return perform(command)
        case .wheelUp, .wheelDown:
            guard case .scrollDetail(let rows)? = dispatchKeyMap.command(for: .wheel) else { return nil }
            return perform(.scrollDetail(event.action == .wheelUp ? -rows : rows))
        default:
            return nil
        }
    }

    /// A paste into the filter field, as one edit: one filter pass.
    public func handle(paste text: String) -> KeyOutcome {
        guard isCapturingText else { return .ignored }
        syncViewport()
        var fits = true
        editFilter { fits = $0.paste(text) }
        return fits ? .handled : .fieldFull
    }

    /// Tells the state how many rows the last frame showed, so it loads the pages they need, and
    /// whether it was wide enough for the detail beside the list, so the detail there follows.
    private func syncViewport() {
        let fits = laidOutWidth >= slots.split.minimumWidth
        if state.viewportRows != visibleRows || state.fitsDetailBeside != fits {
            store.send(.viewport(rows: visibleRows, fitsDetailBeside: fits))
        }
    }

    /// Carries out a command of the table.
    private func perform(_ command: ListDetailCommand) -> KeyOutcome {
        switch command {
        case .move(let move): store.send(.move(move.cursorMove(pageRows: visibleRows)))
        case .open: store.send(.present(.open))
        case .back: store.send(.present(.back))
        case .toggleSheet:
            store.send(.present(.toggleSheet))
            sheetScroll = 0
        case .closeSheet:
            store.send(.present(.closeSheet))
            sheetScroll = 0
        case .scrollSheet(let move):
            let page = max(1, (drawnSheet?.height ?? 3) - 2)
            sheetScroll = move.scrollOffset(from: sheetScroll, pageRows: page, limit: sheetScrollLimit)
        case .scrollDetail(let rows):
            detailScroll = ListMove.scrollOffset(detailScroll, by: rows, limit: detailScrollLimit)
        case .openFilter: store.send(.openFilter)
        case .commitFilter: store.send(.commitFilter)
        case .clearFilter: store.send(.clearFilter)
        case .reload: store.send(.reload)
        case .copy(let index):
            guard let text = copyText(for: index), !text.isEmpty else { return .ignored }
            return .copy(text, named: slots.copies[index].name)
        case .own(let index): return slots.keys[index].perform()
        case .point: break
        }
        return .handled
    }

    /// Applies an edit to the filter field and sends it when the text or cursor changed.
    private func editFilter(_ edit: (inout TextFieldState) -> Void) {
        guard var field = state.filter?.field else { return }
        let before = field
        edit(&field)
        if field != before { store.send(.editFilter(field)) }
    }
}
