import Networking

/// The geocoding body; `results` is absent altogether when nothing matches.
struct OpenMeteoGeocodingDTO: Decodable {
    var results: [OpenMeteoPlaceDTO]

    private enum CodingKeys: String, CodingKey {
        case results
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        results = try container.decodeIfPresent(LossyArray<OpenMeteoPlaceDTO>.self, forKey: .results)?.elements ?? []
    }
}

/// One geocoding match. Name and coordinates are required; an entry without them is skipped.
struct OpenMeteoPlaceDTO: Decodable {
    var name: String
    var latitude: Double
    var longitude: Double
    var country: String?
    var countryCode: String?
    var admin1: String?
    var timezone: String?

    private enum CodingKeys: String, CodingKey {
        case name, latitude, longitude, country, admin1, timezone
        case countryCode = "country_code"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        latitude = try container.decode(FlexibleDouble.self, forKey: .latitude).value
        longitude = try container.decode(FlexibleDouble.self, forKey: .longitude).value
        country = container.decodeLeniently(String.self, forKey: .country)
        countryCode = container.decodeLeniently(String.self, forKey: .countryCode)
        admin1 = container.decodeLeniently(String.self, forKey: .admin1)
        timezone = container.decodeLeniently(String.self, forKey: .timezone)
    }
}

/// Open-Meteo's error body: `{"error": true, "reason": "…"}`.
struct OpenMeteoErrorDTO: Decodable {
    var reason: String?
}
