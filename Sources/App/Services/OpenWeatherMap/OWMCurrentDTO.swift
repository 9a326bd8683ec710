import Networking

/// The `/data/2.5/weather` body. `dt` and `main.temp` are required; `timezone` is the UTC offset in seconds.
struct OWMCurrentDTO: Decodable {
    var name: String?
    var coord: OWMCoordinatesDTO?
    var weather: [OWMConditionDTO]
    var main: OWMMainDTO
    var visibility: Double?
    var wind: OWMWindDTO?
    var clouds: OWMCloudsDTO?
    var rain: OWMPrecipitationDTO?
    var snow: OWMPrecipitationDTO?
    var dt: Int
    var sys: OWMSysDTO?
    var timezone: Int?

    private enum CodingKeys: String, CodingKey {
        case name, coord, weather, main, visibility, wind, clouds, rain, snow, dt, sys, timezone
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = container.decodeLeniently(String.self, forKey: .name)
        coord = container.decodeLeniently(OWMCoordinatesDTO.self, forKey: .coord)
        weather = container.decodeLeniently(LossyArray<OWMConditionDTO>.self, forKey: .weather)?.elements ?? []
        main = try container.decode(OWMMainDTO.self, forKey: .main)
        visibility = container.decodeLeniently(FlexibleDouble.self, forKey: .visibility)?.value
        wind = container.decodeLeniently(OWMWindDTO.self, forKey: .wind)
        clouds = container.decodeLeniently(OWMCloudsDTO.self, forKey: .clouds)
        rain = container.decodeLeniently(OWMPrecipitationDTO.self, forKey: .rain)
        snow = container.decodeLeniently(OWMPrecipitationDTO.self, forKey: .snow)
        dt = try container.decodeUnixSeconds(forKey: .dt)
        sys = container.decodeLeniently(OWMSysDTO.self, forKey: .sys)
        timezone = container.decodeUTCOffsetLeniently(forKey: .timezone)
    }
}

/// The current weather's `sys` block: country code and sunrise/sunset (UTC seconds).
struct OWMSysDTO: Decodable {
    var country: String?
    var sunrise: Int?
    var sunset: Int?

    private enum CodingKeys: String, CodingKey {
        case country, sunrise, sunset
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        country = container.decodeLeniently(String.self, forKey: .country)
        sunrise = container.decodeUnixSecondsLeniently(forKey: .sunrise)
        sunset = container.decodeUnixSecondsLeniently(forKey: .sunset)
    }
}
