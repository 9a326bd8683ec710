import Domain
import DomainText
import FoundationEssentials

/// The words the user detail and the more-info sheet show, built here so they are tested with
/// the view models. A missing value reads "N/A".
extension User {
    /// What stands for a value the provider did not send.
    public static let missingValue = "N/A"

    /// The detail pane's fields: title and email.
    public var summaryFields: [UserInfoField] {
        [
            UserInfoField("Title", displayTitle ?? Self.missingValue),
            UserInfoField("Email", Self.present(email)),
        ]
    }

    /// The more-info sheet's fields, dates as `locale` writes them. The registration date is a
    /// moment, shown in `timeZone` (the local one in the app); the date of birth is a calendar day,
    /// read in UTC so it never shifts.
    public func infoFields(in timeZone: TimeZoneRules, locale: TextLocale) -> [UserInfoField] {
        [
            UserInfoField("ID", id),
            UserInfoField("Full name", fullName.isEmpty ? Self.missingValue : fullName),
            UserInfoField("Email", Self.present(email)),
            UserInfoField("Gender", Self.present(gender.map(Self.capitalized))),
            UserInfoField("Date of birth", dateOfBirth.map { locale.day($0, in: .gmt) } ?? Self.missingValue),
            UserInfoField(
                "Registered", registerDate.map { locale.dayAndTime($0, in: timeZone) } ?? Self.missingValue),
            UserInfoField("Phone", Self.present(phone)),
            UserInfoField("Address", Self.present(location?.singleLine)),
        ]
    }

    private static func present(_ value: String?) -> String {
        guard let value, !value.isEmpty else { return missingValue }
        return value
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
