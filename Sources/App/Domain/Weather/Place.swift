/// A place the bundled gazetteer knows (GeoNames' cities of 15,000 people or more), or the
/// coordinates a person typed.
public struct Place: Hashable, Sendable {
    /// The English name, e.g. "Tokyo", "Munich", "São Paulo"; the coordinates as typed for a
    /// place given as `lat,lon`.
    public var name: String
    /// The first-level region ("Illinois", "Bavaria"); empty when not known.
    public var region: String
    /// The country's name ("Germany"); empty for typed coordinates.
    public var country: String
    /// The ISO 3166 code ("DE"); empty for typed coordinates.
    public var countryCode: String
    public var latitude: Double
    public var longitude: Double
    /// The IANA time zone ("Europe/Berlin"); empty for typed coordinates.
    public var timeZone: String
    /// How many people live there; 0 for typed coordinates.
    public var population: Int

    /// A place with these parts.
    public init(
        name: String, region: String = "", country: String = "", countryCode: String = "", latitude: Double,
        longitude: Double, timeZone: String = "", population: Int = 0
    ) {
        self.name = name
        self.region = region
        self.country = country
        self.countryCode = countryCode
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        self.population = population
    }

    /// The place as a forecast's location: the provider's forecast brings the UTC offset.
    public var location: Location {
        Location(
            name: name, country: country.isEmpty ? nil : country, adminArea: region.isEmpty ? nil : region,
            latitude: latitude, longitude: longitude, utcOffsetSeconds: 0,
            timeZoneIdentifier: timeZone.isEmpty ? nil : timeZone)
    }
}
