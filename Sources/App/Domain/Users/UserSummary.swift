import TerminalCore

/// What the users list knows of a user: the id, title, name parts, email and city — what a row
/// and the detail's preview show. The detail and the more-info sheet load the full `User` by
/// `id` from the service, showing `preview` until it arrives.
public struct UserSummary: Identifiable, Equatable, Hashable, Sendable {
    public var id: String { didSet { foldSearchedText() } }
    /// Salutation as the provider sends it, e.g. "ms".
    public var title: String?
    public var firstName: String { didSet { foldSearchedText() } }
    public var lastName: String { didSet { foldSearchedText() } }
    /// What the list shows of the user, folded for the filter (`UserFilter.searchedText`): once per
    /// user rather than once per key.
    public private(set) var searchedText = ""
    public var email: String? { didSet { foldSearchedText() } }
    public var city: String?

    public init(
        id: String, title: String? = nil, firstName: String, lastName: String, email: String? = nil,
        city: String? = nil
    ) {
        self.id = id
        self.title = title
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.city = city
        foldSearchedText()
    }

    /// The parts of `user` the list shows.
    public init(_ user: User) {
        self.init(
            id: user.id, title: user.title, firstName: user.firstName, lastName: user.lastName, email: user.email,
            city: user.location?.city)
    }

    /// First and last name joined as `User.fullName` joins them.
    public var fullName: String {
        User.fullName(firstName: firstName, lastName: lastName)
    }

    private mutating func foldSearchedText() {
        searchedText = UserFilter.searchedText(id: id, fullName: fullName, email: email)
    }

    /// A `User` holding only what the summary knows: what the detail shows until the full record loads.
    public var preview: User {
        User(
            id: id, title: title, firstName: firstName, lastName: lastName, email: email,
            location: city.map { UserLocation(city: $0) })
    }
}
