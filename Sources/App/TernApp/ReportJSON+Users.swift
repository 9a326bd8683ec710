import Domain
import FoundationEssentials

extension ReportJSON {
    /// One user of `users --json` and `--jsonl` (docs/OUTPUT.md, "Users"), built straight as a
    /// `ReportJSONValue`: 100,000 of them are written in a stream.
    static func user(_ user: User) -> ReportJSONValue {
        .object([
            "id": .text(user.id), "title": string(user.title), "first_name": .text(user.firstName),
            "last_name": .text(user.lastName), "full_name": .text(user.fullName), "email": string(user.email),
            "gender": string(user.gender), "date_of_birth": string(user.dateOfBirth?.formatted(.iso8601)),
            "register_date": string(user.registerDate?.formatted(.iso8601)), "phone": string(user.phone),
            "picture": string(user.pictureURL?.absoluteString), "location": user.location.map(location) ?? .null,
        ])
    }

    /// Every key `user` writes, dotted for the nested ones: what `--fields` accepts.
    static let userFields = [
        "id", "title", "first_name", "last_name", "full_name", "email", "gender", "date_of_birth", "register_date",
        "phone", "picture", "location", "location.street", "location.city", "location.state", "location.country",
        "location.timezone",
    ]

    private static func location(_ location: UserLocation) -> ReportJSONValue {
        .object([
            "street": string(location.street), "city": string(location.city), "state": string(location.state),
            "country": string(location.country), "timezone": string(location.timezone),
        ])
    }

    private static func string(_ value: String?) -> ReportJSONValue {
        value.map(ReportJSONValue.text) ?? .null
    }
}
