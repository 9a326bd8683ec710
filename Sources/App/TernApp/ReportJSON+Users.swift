import Domain

extension ReportJSON {
    /// The `users --json` document (docs/OUTPUT.md, "Users").
    static func users(_ users: [User], total: Int?, isCached: Bool, source: String) -> String {
        var object = envelope(source: source, isCached: isCached)
        object["total"] = orNull(total)
        object["users"] = users.map(user)
        return text(object)
    }

    private static func user(_ user: User) -> [String: Any] {
        [
            "id": user.id, "title": orNull(user.title), "first_name": user.firstName, "last_name": user.lastName,
            "full_name": user.fullName, "email": orNull(user.email), "gender": orNull(user.gender),
            "date_of_birth": instant(user.dateOfBirth), "register_date": instant(user.registerDate),
            "phone": orNull(user.phone), "picture": orNull(user.pictureURL?.absoluteString),
            "location": orNull(user.location.map(location)),
        ]
    }

    private static func location(_ location: UserLocation) -> [String: Any] {
        [
            "street": orNull(location.street), "city": orNull(location.city), "state": orNull(location.state),
            "country": orNull(location.country), "timezone": orNull(location.timezone),
        ]
    }
}
