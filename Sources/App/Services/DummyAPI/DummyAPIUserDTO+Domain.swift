import Domain
import FoundationEssentials
import TerminalCore

extension DummyAPIUserDTO {
    /// The domain user: text repaired (`MojibakeRepair`), empty strings treated as missing, dates parsed.
    var user: User {
        User(
            id: id,
            title: Self.clean(title),
            firstName: Self.clean(firstName) ?? "",
            lastName: Self.clean(lastName) ?? "",
            email: Self.clean(email),
            gender: Self.clean(gender),
            dateOfBirth: dateOfBirth.flatMap(ISO8601Timestamp.parse),
            registerDate: registerDate.flatMap(ISO8601Timestamp.parse),
            phone: Self.clean(phone),
            pictureURL: Self.clean(picture).flatMap { URL(string: $0.trimmingSpacesAndTabs()) },
            location: location.map { location in
                UserLocation(
                    street: Self.clean(location.street),
                    city: Self.clean(location.city),
                    state: Self.clean(location.state),
                    country: Self.clean(location.country),
                    timezone: Self.clean(location.timezone)
                )
            }
        )
    }

    /// `text` as the server sent it, mojibake repaired; nil when empty. Not trimmed: `--json` keeps
    /// a name byte for byte, spaces and all (the screen sanitizes what it draws).
    private static func clean(_ text: String?) -> String? {
        guard let text = MojibakeRepair.repair(text), !text.isEmpty else { return nil }
        return text
    }
}
