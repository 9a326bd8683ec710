import Networking

/// A user as DummyAPI sends it: the list preview (id, title, names, picture) or the full record.
///
/// Only `id` is required; every other field decodes leniently (absent, null or oddly typed → nil).
struct DummyAPIUserDTO: Decodable {
    var id: String
    var title: String?
    var firstName: String?
    var lastName: String?
    var picture: String?
    var gender: String?
    var email: String?
    var dateOfBirth: String?
    var registerDate: String?
    var phone: String?
    var location: DummyAPILocationDTO?

    private enum CodingKeys: String, CodingKey {
        case id, title, firstName, lastName, picture, gender, email, dateOfBirth, registerDate, phone, location
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(FlexibleString.self, forKey: .id).value
        title = container.decodeLeniently(String.self, forKey: .title)
        firstName = container.decodeLeniently(String.self, forKey: .firstName)
        lastName = container.decodeLeniently(String.self, forKey: .lastName)
        picture = container.decodeLeniently(String.self, forKey: .picture)
        gender = container.decodeLeniently(String.self, forKey: .gender)
        email = container.decodeLeniently(String.self, forKey: .email)
        dateOfBirth = container.decodeLeniently(String.self, forKey: .dateOfBirth)
        registerDate = container.decodeLeniently(String.self, forKey: .registerDate)
        phone = container.decodeLeniently(FlexibleString.self, forKey: .phone)?.value
        location = container.decodeLeniently(DummyAPILocationDTO.self, forKey: .location)
    }
}

/// DummyAPI's `location` block; `timezone` is text like "-9:00".
struct DummyAPILocationDTO: Decodable {
    var street: String?
    var city: String?
    var state: String?
    var country: String?
    var timezone: String?

    private enum CodingKeys: String, CodingKey {
        case street, city, state, country, timezone
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        street = container.decodeLeniently(String.self, forKey: .street)
        city = container.decodeLeniently(String.self, forKey: .city)
        state = container.decodeLeniently(String.self, forKey: .state)
        country = container.decodeLeniently(String.self, forKey: .country)
        timezone = container.decodeLeniently(FlexibleString.self, forKey: .timezone)?.value
    }
}
