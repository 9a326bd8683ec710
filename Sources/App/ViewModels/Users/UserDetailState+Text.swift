import Domain
import Foundation

/// The words a user's detail shows about its state, kept beside the state so they are tested with it.
extension UserDetailState {
    /// The title: the user's full name, "User" until something is known.
    public var title: String {
        guard let user else { return "User" }
        return user.fullName.isEmpty ? user.id : user.fullName
    }

    /// The title status: the source, and "offline — data from 10:42" when the record came from
    /// the offline cache.
    public func titleStatus(in timeZone: TimeZone) -> String {
        guard let note = record.value?.freshness.offlineNote(in: timeZone) else { return sourceName }
        return "\(sourceName) · \(note)"
    }

    /// What stands for a value not known yet while the full record loads.
    static let pendingValue = "…"

    /// The detail pane's fields for the user shown; values the preview lacks read "…" while the
    /// full record loads, "N/A" once it is known they are missing.
    public var summaryFields: [UserInfoField] {
        pending(user?.summaryFields ?? [])
    }

    /// The more-info sheet's fields, in the same way. Known only by id, every field but the ID
    /// reads "…" while the record loads (so the sheet keeps its rows when it arrives), and the ID
    /// stands alone once the load failed.
    public func infoFields(in timeZone: TimeZone) -> [UserInfoField] {
        guard let user else {
            guard let userID else { return [] }
            guard record.isLoading else { return [UserInfoField("ID", userID)] }
            return pending(User(id: userID, firstName: "", lastName: "").infoFields(in: timeZone))
        }
        return pending(user.infoFields(in: timeZone))
    }

    private func pending(_ fields: [UserInfoField]) -> [UserInfoField] {
        guard record.isLoading else { return fields }
        return fields.map { field in
            field.value == User.missingValue ? UserInfoField(field.label, Self.pendingValue) : field
        }
    }
}
