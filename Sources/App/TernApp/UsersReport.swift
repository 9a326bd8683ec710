import Domain
import FeatureKit

/// What `users --print` and `users --format` print of each user.
enum UsersReport {
    /// The `--format` codes, each printing a key of the user's JSON.
    static let codes = [
        ReportCode("i", field: "id", meaning: "the id"), ReportCode("n", field: "full_name", meaning: "the full name"),
        ReportCode("f", field: "first_name", meaning: "the first name"),
        ReportCode("l", field: "last_name", meaning: "the last name"),
        ReportCode("e", field: "email", meaning: "the email"),
        ReportCode("p", field: "phone", meaning: "the phone number"),
        ReportCode("g", field: "gender", meaning: "the gender"),
        ReportCode("c", field: "location.city", meaning: "the city"),
        ReportCode("C", field: "location.country", meaning: "the country"),
    ]

    /// The `--print` table's columns.
    static let columns = ["ID", "Name", "Email", "City", "Country"]

    /// The table row of `user`, a cell per column; "–" where the provider does not say.
    static func row(_ user: User) -> [String] {
        [user.id, user.fullName, user.email ?? "–", user.location?.city ?? "–", user.location?.country ?? "–"]
    }
}
