/// What the users list keeps per loaded user: the id, the name parts, the email and the city —
/// 80 bytes inline plus any string too long to be stored inline, where a full `User` is ~230.
///
/// A list of 100,000 users keeps these; the detail and the more-info sheet load the full `User`
/// by `id` from the service, showing `preview` until it arrives.
public struct UserSummary: Identifiable, Equatable, Hashable, Sendable {
    public var id: String
    public var firstName: String
    public var lastName: String
    public var email: String?
    public var city: String?

    public init(id: String, firstName: String, lastName: String, email: String? = nil, city: String? = nil) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.city = city
    }

    /// The parts of `user` the list shows.
    public init(_ user: User) {
        self.init(
            id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email,
            city: user.location?.city)
    }

    /// First and last name joined as `User.fullName` joins them.
    public var fullName: String {
        User.fullName(firstName: firstName, lastName: lastName)
    }

    /// A `User` holding only what the summary knows: what the detail shows until the full record loads.
    public var preview: User {
        User(
            id: id, firstName: firstName, lastName: lastName, email: email,
            location: city.map { UserLocation(city: $0) })
    }
}
