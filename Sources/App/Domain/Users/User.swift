import FoundationEssentials

/// A person from a users provider: the list preview fills the name and picture, the full record the rest.
///
/// Everything a provider may omit is optional; screens show "N/A" for a missing value.
public struct User: Identifiable, Equatable, Hashable, Sendable {
    public var id: String
    /// Salutation as the provider sends it, e.g. "ms", "mr", "dr".
    public var title: String?
    public var firstName: String
    public var lastName: String
    public var email: String?
    /// Gender as the provider sends it, e.g. "female".
    public var gender: String?
    public var dateOfBirth: Date?
    public var registerDate: Date?
    public var phone: String?
    public var pictureURL: URL?
    public var location: UserLocation?

    public init(
        id: String,
        title: String? = nil,
        firstName: String,
        lastName: String,
        email: String? = nil,
        gender: String? = nil,
        dateOfBirth: Date? = nil,
        registerDate: Date? = nil,
        phone: String? = nil,
        pictureURL: URL? = nil,
        location: UserLocation? = nil
    ) {
        self.id = id
        self.title = title
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.gender = gender
        self.dateOfBirth = dateOfBirth
        self.registerDate = registerDate
        self.phone = phone
        self.pictureURL = pictureURL
        self.location = location
    }

    /// First and last name joined by a space, leaving out an empty part.
    public var fullName: String {
        Self.fullName(firstName: firstName, lastName: lastName)
    }

    /// `firstName` and `lastName` joined by a space, leaving out an empty part.
    public static func fullName(firstName: String, lastName: String) -> String {
        [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The title for people: "Ms", "Mr", "Dr"; nil when the provider sent none.
    public var displayTitle: String? {
        guard let title, !title.isEmpty else { return nil }
        return title.prefix(1).uppercased() + title.dropFirst()
    }

    /// Up to two initials for an avatar, e.g. "SA" for Sara Andersen: the first letter (a character
    /// that starts with a scalar of Unicode category L) of each name, so a control character, a
    /// mark or a digit in front of a name is passed over.
    public var initials: String {
        [firstName, lastName].compactMap { name in
            name.first { character in
                switch character.unicodeScalars.first?.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
                default: false
                }
            }.map(String.init)
        }.joined().uppercased()
    }
}
