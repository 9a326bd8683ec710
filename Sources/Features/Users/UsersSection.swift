import AppRuntime
import Domain
import DomainText
import FoundationEssentials
import ListDetail
import PubSub
import ViewModelCore
import Widgets

/// The Users section: users by page from a `UsersService` → a user's detail (the identicon, name,
/// title, email) → the "more info" sheet (ID, name, email, gender, dates, phone, address), on the
/// list → detail → sheet component (decision 2001). The detail goes beside the list from 100
/// columns on, in its place narrower; `y` copies the email, `Y` the phone number.
///
/// Threading: main thread only (its screen's store is bound to the main-loop scheduler).
public struct UsersSection {
    /// The section's title.
    public static let title = "Users"
    /// The more-info sheet's width and body height: fixed, so it is drawn at one size whether the
    /// full record has arrived or not (eight fields, the address on up to two lines).
    static let sheetSize = (width: 52, bodyHeight: 9)

    /// The hooks on the service.
    public let source: UsersSource
    /// False under `--no-animation`.
    public let animates: Bool

    /// - Parameters:
    ///   - service: where users come from.
    ///   - pageSize: users per page.
    ///   - timeZone: for registration dates and "offline — data from" times; the local one in the app.
    ///   - locale: how those dates and times are written; the user's in the app.
    ///   - animates: false under `--no-animation`: no spinner, a static text instead.
    public init(
        service: any UsersService, pageSize: Int = 50, timeZone: TimeZoneRules = .current,
        locale: TextLocale = .current, animates: Bool = true
    ) {
        source = UsersSource(service: service, pageSize: pageSize, timeZone: timeZone, locale: locale)
        self.animates = animates
    }

    /// The screen on one `Store` of `UsersState`, scoped to its list, loading its first page; for
    /// `--open ID` as if the person had moved to that user and pressed Enter, and for `--more`
    /// then `m` (decision 1980).
    public func makeScreen<S: Scheduler>(scheduler: S, startup: UsersStartup = UsersStartup())
        -> UsersScreen
    {
        var initial = UsersState(pageSize: source.pageSize, searchesWholeList: source.searchesWholeList)
        initial.list.animates = animates
        let store = Store(
            initial: initial, reduce: UsersState.reducer.reduce,
            feedbacks: UsersState.feedbacks(source, scheduler: scheduler))
        let screen = ListDetailScreen(store: store.scope(state: \.list, event: UsersEvent.list), slots: slots)
        guard let id = startup.openUserID else { return screen }
        store.send(.openUser(id: id))
        if startup.showsMoreInfo { store.send(.list(.present(.toggleSheet))) }
        return screen
    }

    /// How a user shows: a row (the name, the email where there is room), the detail pane, the sheet.
    var slots: ListDetailSlots<UserSummary, Fetched<User>> {
        let (timeZone, locale, sourceName, animates) = (
            source.timeZone, source.locale, source.service.sourceName, animates
        )
        return ListDetailSlots(
            title: Self.title, noun: "user",
            row: { ListRow($0.fullName.isEmpty ? $0.id : $0.fullName, secondary: $0.email) },
            itemTitle: { UserDetail(summary: $0, record: .notRequested).title },
            detail: { UserDetailPanel(detail: UserDetail(summary: $0, record: $1), animates: animates) },
            detailMargin: 0,
            sheet: { ("More info", Self.sheetRows(UserDetail(summary: $0, record: $1), in: timeZone, locale: locale)) },
            sheetSize: Self.sheetSize, loadingText: "Loading users…", emptyText: "No users to show",
            fieldKey: Self.filterKey,
            filterPlaceholder: "type to filter by name or email",
            // Until a page notes where it came from, the title bar names the source.
            status: { state in state.load.value == nil ? [sourceName] : [] },
            copies: Self.copies,
            isAvailable: { command, state in command != .toggleSheet || Self.hasSheet(state) },
            split: SplitLayout(listPercent: 40...40, gap: 1), count: locale.integer)
    }

    /// `/`: the filter, over names and emails.
    static let filterKey = KeyBinding(
        keys: [.character("/")], label: "filter", help: "Filter the list by name or email", action: "filter")

    /// `y` copies the email, `Y` the phone number.
    static var copies: [ListDetailCopy<UserSummary, Fetched<User>>] {
        [
            ListDetailCopy(key: .character("y"), action: "copy_email", name: "email") { user, record in
                record?.value.email ?? user.email
            },
            ListDetailCopy(key: .character("Y"), action: "copy_phone", name: "phone number") { _, record in
                record?.value.phone
            },
        ]
    }

    /// The section's own keys, as its slots give them to the component: the filter's and the copy
    /// keys (`tern keys`, docs/KEYS.md and the man page list them).
    public static var keyBindings: [KeyBinding] { [filterKey] + copies.map { $0.binding() } }

    /// False while the detail shows a user known only by id (a deep link whose record failed):
    /// there is nothing for the sheet to tell.
    static func hasSheet(_ state: UsersState.List) -> Bool {
        let showsDetailItem = state.presentation.isDetailOpen && (state.keepsDetailItem || !state.fitsDetailBeside)
        guard showsDetailItem, let item = state.detailItem else { return true }
        return UserDetail(summary: item, record: state.detail).user != nil || state.detail.isLoading
    }

    /// The sheet's rows: every field given; what the provider did not give is named once, below;
    /// a failed load says why.
    static func sheetRows(_ detail: UserDetail, in timeZone: TimeZoneRules, locale: TextLocale) -> [DetailRow] {
        let fields = detail.infoFields(in: timeZone, locale: locale)
        let missing = fields.filter { $0.value == User.missingValue }.map { $0.label.lowercased() }
        var rows: [DetailRow] = fields.filter { $0.value != User.missingValue }.map { .field($0.label, $0.value) }
        if !missing.isEmpty {
            rows += [.blank, .text("Not given: " + missing.joined(separator: ", "))]
        }
        if let failure = detail.record.failure {
            rows += [.blank, .text("✗ \(failure.message)")]
        }
        return rows
    }
}
