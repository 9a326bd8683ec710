import AppRuntime
import Domain
import Foundation
import PubSub
import TerminalCore
import ViewModels
import Widgets

/// The "more info" sheet: a centered modal over the screen beneath with the user's ID, name,
/// email, gender, dates, phone and address; what the provider did not give is named once, below.
/// `m`, `i`, Esc or a click outside it closes it and the screen beneath shows exactly as before (it
/// never changes that screen's state); `y` and `Y` copy the email and the phone number.
///
/// Shows the detail view model it was opened from, so the full record loaded for the detail is
/// reused, and one still loading fills in when it arrives. Threading: main thread only.
public final class UserInfoSheetScreen: Screen {
    let viewModel: UserDetailViewModel
    private let timeZone: TimeZone

    /// The sheet's width and body height: fixed, so it is drawn at one size whether the full
    /// record has arrived or not (eight fields, the address on up to two lines).
    static let width = 52
    static let bodyHeight = 9

    init(viewModel: UserDetailViewModel, timeZone: TimeZone) {
        self.viewModel = viewModel
        self.timeZone = timeZone
    }

    public var title: String { viewModel.state.title }
    public var stateChanges: AnyPublisher<Void, Never> { viewModel.states.map { _ in () }.eraseToAnyPublisher() }
    public var titleStatus: String { viewModel.state.titleStatus(in: timeZone) }
    public var awaitsAnswer: Bool { viewModel.isAwaitingAnswer }
    public var keyBindings: [KeyBinding] { keyMap.bindings }
    public var mouseBindings: [MouseBinding] { keyMap.mouseBindings }
    public var isOverlay: Bool { true }

    /// Where the sheet goes, as last laid out: a click outside it closes it.
    private(set) var drawnFrame: Rect?

    private var copyable: UsersCopyable {
        UsersCopyable(email: viewModel.state.user?.email, phone: viewModel.state.user?.phone)
    }

    /// The table every key and click is dispatched from; the sheet's close hint is read from it.
    private var keyMap: KeyMap<UsersCommand> { UsersKeyMap.sheet(copyable: copyable) }

    /// The sheet as drawn now, for `render` and for tests that need its frame.
    var sheet: Sheet {
        let state = viewModel.state
        let fields = state.infoFields(in: timeZone)
        let missing = fields.filter { $0.value == User.missingValue }.map { $0.label.lowercased() }
        var rows: [DetailRow] = fields.filter { $0.value != User.missingValue }.map { .field($0.label, $0.value) }
        if !missing.isEmpty {
            rows += [.blank, .text("Not given: " + missing.joined(separator: ", "))]
        }
        if let failure = state.record.failure {
            rows += [.blank, .text("✗ \(failure.message)")]
        }
        return Sheet(
            title: "More info", rows: rows, closeHint: keyMap.hint(for: .closeDetail) ?? "",
            maximumWidth: Self.width,
            minimumWidth: Self.width,
            minimumBodyHeight: Self.bodyHeight)
    }

    /// Keeps where the sheet goes in `area`, for clicks.
    public func layout(in area: Rect) {
        drawnFrame = sheet.frame(in: area)
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        sheet.render(into: &buffer, area: area)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        let command = keyMap.command(for: key)
        if let copy = copyable.outcome(for: command) { return copy }
        return command == .closeDetail ? .pop : .handled
    }

    /// A click outside the sheet closes it; nothing else the mouse does reaches the screen beneath.
    public func handle(mouse event: MouseEvent) -> KeyOutcome {
        guard case .press = event.action, let frame = drawnFrame, !frame.contains(x: event.x, y: event.y) else {
            return .handled
        }
        return keyMap.command(for: .clickOutside) == .closeDetail ? .pop : .handled
    }
}
