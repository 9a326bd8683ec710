/// A place the bundled gazetteer knows (GeoNames' cities of 15,000 people or more), or the
/// coordinates a person typed.
public struct Place: Hashable, Sendable {
    /// The name as shown: GeoNames' English name ("Tokyo", "Munich", "São Paulo"), or the other name
    /// a search found it by whole ("New York", "München"); the coordinates as typed for `lat,lon`.
    public var name: String
    /// The name in the country's official language where it is not `name` ("東京", "München";
    /// decision 2250); empty when none is known.
    public var localName: String
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

    /// "Tokyo (東京)": the name, then the local name where there is one.
    public var shownName: String { location.shownName }

    /// A place with these parts.
    public init(
        name: String, localName: String = "", region: String = "", country: String = "", countryCode: String = "",
        latitude: Double,
        longitude: Double, timeZone: String = "", population: Int = 0
    ) {
        self.name = name
        self.localName = localName
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
            name: name, localName: localName.isEmpty ? nil : localName, country: country.isEmpty ? nil : country,
            adminArea: region.isEmpty ? nil : region,
            latitude: latitude, longitude: longitude, utcOffsetSeconds: 0,
            timeZoneIdentifier: timeZone.isEmpty ? nil : timeZone)
    }
}
