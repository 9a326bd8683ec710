import Networking

/// The `/data/2.5/forecast` body: 3-hour entries and the city with its UTC offset.
struct OWMForecastDTO: Decodable {
    var cod: String?
    var list: [OWMForecastEntryDTO]
    var city: OWMCityDTO

    private enum CodingKeys: String, CodingKey {
        case cod, list, city
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cod = container.decodeLeniently(FlexibleString.self, forKey: .cod)?.value
        list = try container.decode([OWMForecastEntryDTO].self, forKey: .list)
        city = try container.decode(OWMCityDTO.self, forKey: .city)
    }
}

/// One 3-hour forecast entry. `dt` (UTC seconds) and `main.temp` are required.
struct OWMForecastEntryDTO: Decodable {
    var dt: Int
    var main: OWMMainDTO
    var weather: [OWMConditionDTO]
    var clouds: OWMCloudsDTO?
    var wind: OWMWindDTO?
    var visibility: Double?
    var pop: Double?
    var rain: OWMPrecipitationDTO?
    var snow: OWMPrecipitationDTO?

    private enum CodingKeys: String, CodingKey {
        case dt, main, weather, clouds, wind, visibility, pop, rain, snow
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        dt = try container.decodeUnixSeconds(forKey: .dt)
        main = try container.decode(OWMMainDTO.self, forKey: .main)
        weather = container.decodeLeniently(LossyArray<OWMConditionDTO>.self, forKey: .weather)?.elements ?? []
        clouds = container.decodeLeniently(OWMCloudsDTO.self, forKey: .clouds)
        wind = container.decodeLeniently(OWMWindDTO.self, forKey: .wind)
        visibility = container.decodeLeniently(FlexibleDouble.self, forKey: .visibility)?.value
        pop = container.decodeLeniently(FlexibleDouble.self, forKey: .pop)?.value
        rain = container.decodeLeniently(OWMPrecipitationDTO.self, forKey: .rain)
        snow = container.decodeLeniently(OWMPrecipitationDTO.self, forKey: .snow)
    }
}

/// The forecast's `city` block; `timezone` is the offset from UTC in seconds (may be negative).
struct OWMCityDTO: Decodable {
    var name: String?
    var country: String?
    var coord: OWMCoordinatesDTO?
    var timezone: Int?
    var sunrise: Int?
    var sunset: Int?

    private enum CodingKeys: String, CodingKey {
        case name, country, coord, timezone, sunrise, sunset
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = container.decodeLeniently(String.self, forKey: .name)
        country = container.decodeLeniently(String.self, forKey: .country)
        coord = container.decodeLeniently(OWMCoordinatesDTO.self, forKey: .coord)
        timezone = container.decodeUTCOffsetLeniently(forKey: .timezone)
        sunrise = container.decodeUnixSecondsLeniently(forKey: .sunrise)
        sunset = container.decodeUnixSecondsLeniently(forKey: .sunset)
    }
}
