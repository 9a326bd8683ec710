import Domain
import Foundation
import TerminalCore
import ViewModels
import Widgets

/// The "more info" sheet: a centered modal over the screen beneath with the user's ID, name,
/// email, gender, dates, phone and address; what the provider did not give is named once, below.
/// `m`, `i` or Esc closes it and the screen beneath shows exactly as before (it never changes that
/// screen's state).
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
    public var titleStatus: String { viewModel.state.titleStatus(in: timeZone) }
    public var awaitsAnswer: Bool { viewModel.isAwaitingAnswer }
    public var keyBindings: [KeyBinding] { UsersKeyTable.sheet.bindings }
    public var isOverlay: Bool { true }

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
            title: "More info", rows: rows, closeHint: "Esc/m close", maximumWidth: Self.width,
            minimumWidth: Self.width,
            minimumBodyHeight: Self.bodyHeight)
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        sheet.render(into: &buffer, area: area)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        UsersKeyTable.sheet.command(for: key) == .closeDetail ? .pop : .handled
    }
}
