import Domain
import ViewModels
import Widgets

/// The "more info" sheet: a centered modal over the list or the detail with the user's ID, name,
/// email, gender, dates, phone and address; what the provider did not give is named once, below.
/// It shows the detail's view model, so a record already loaded for the detail is reused and one
/// still loading fills in when it arrives; it never changes what it covers, so closing it shows
/// that exactly as before.
extension UsersScreen {
    /// The sheet's width and body height: fixed, so it is drawn at one size whether the full
    /// record has arrived or not (eight fields, the address on up to two lines).
    static let sheetWidth = 52
    static let sheetBodyHeight = 9

    /// The sheet as drawn now; its close hint is read from its key table.
    var sheet: Sheet {
        let state = detailState
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
            title: "More info", rows: rows,
            closeHint: UsersKeyMap.sheet(copyable: UsersCopyable()).hint(for: .closeMoreInfo) ?? "",
            maximumWidth: Self.sheetWidth, minimumWidth: Self.sheetWidth, minimumBodyHeight: Self.sheetBodyHeight)
    }
}
