/// Where a user lives, as far as the provider knows; every part may be missing.
public struct UserLocation: Equatable, Hashable, Sendable {
    public var street: String?
    public var city: String?
    public var state: String?
    public var country: String?
    /// The provider's own time zone text, e.g. "-9:00".
    public var timezone: String?

    public init(
        street: String? = nil,
        city: String? = nil,
        state: String? = nil,
        country: String? = nil,
        timezone: String? = nil
    ) {
        self.street = street
        self.city = city
        self.state = state
        self.country = country
        self.timezone = timezone
    }

    /// The address on one line, parts joined by ", "; nil when there is no part at all.
    public var singleLine: String? {
        let parts = [street, city, state, country].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
