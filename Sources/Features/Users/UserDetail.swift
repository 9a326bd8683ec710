import Domain
import DomainText
import FoundationEssentials
import ViewModelCore

/// One user's detail as the component holds it — the summary the list knew (or only the id, for a
/// deep link) and the full record's load — and the words the detail pane and the more-info sheet
/// show about it, kept here so they are tested without a screen.
struct UserDetail {
    /// What stands for a value not known yet while the full record loads.
    static let pendingValue = "…"

    /// The summary the list knew, or one that knows only the id.
    var summary: UserSummary
    /// The full record's load.
    var record: Loadable<Fetched<User>>

    /// A summary that knows nothing but `id`: what a deep link opens before any page or record came.
    static func placeholder(id: String) -> UserSummary {
        UserSummary(id: id, firstName: "", lastName: "")
    }

    /// True when nothing but the id is known so far.
    var knowsOnlyID: Bool { summary == Self.placeholder(id: summary.id) }

    /// The best user known: the full record, else the summary's preview (none for an id alone).
    var user: User? {
        record.value?.value ?? (knowsOnlyID ? nil : summary.preview)
    }

    /// The full name, else the id: the title while the detail is drawn alone.
    var title: String {
        let name = user?.fullName ?? ""
        return name.isEmpty ? summary.id : name
    }

    /// The detail pane's fields; values the summary lacks read "…" while the full record loads,
    /// "N/A" once it is known they are missing.
    var summaryFields: [UserInfoField] {
        pending(user?.summaryFields ?? [])
    }

    /// The more-info sheet's fields, in the same way. Known only by id, every field but the ID
    /// reads "…" while the record loads (so the sheet keeps its rows when it arrives), and the ID
    /// stands alone once the load failed.
    func infoFields(in timeZone: TimeZoneRules, locale: TextLocale) -> [UserInfoField] {
        guard let user else {
            guard record.isLoading else { return [UserInfoField("ID", summary.id)] }
            return pending(User(id: summary.id, firstName: "", lastName: "").infoFields(in: timeZone, locale: locale))
        }
        return pending(user.infoFields(in: timeZone, locale: locale))
    }

    private func pending(_ fields: [UserInfoField]) -> [UserInfoField] {
        guard record.isLoading else { return fields }
        return fields.map { field in
            field.value == User.missingValue ? UserInfoField(field.label, Self.pendingValue) : field
        }
    }
}
