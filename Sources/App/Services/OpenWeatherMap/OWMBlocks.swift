import Networking

/// OpenWeatherMap's `main` block. `temp` is required; the rest decode leniently.
struct OWMMainDTO: Decodable {
    var temp: Double
    var feelsLike: Double?
    var tempMin: Double?
    var tempMax: Double?
    var pressure: Double?
    var humidity: Double?

    private enum CodingKeys: String, CodingKey {
        case temp
        case feelsLike = "feels_like"
        case tempMin = "temp_min"
        case tempMax = "temp_max"
        case pressure, humidity
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        temp = try container.decode(FlexibleDouble.self, forKey: .temp).value
        feelsLike = container.decodeLeniently(FlexibleDouble.self, forKey: .feelsLike)?.value
        tempMin = container.decodeLeniently(FlexibleDouble.self, forKey: .tempMin)?.value
        tempMax = container.decodeLeniently(FlexibleDouble.self, forKey: .tempMax)?.value
        pressure = container.decodeLeniently(FlexibleDouble.self, forKey: .pressure)?.value
        humidity = container.decodeLeniently(FlexibleDouble.self, forKey: .humidity)?.value
    }
}

/// One `weather[]` entry; `main` is an open set ("Clouds", "Rain", "Tornado", …).
struct OWMConditionDTO: Decodable {
    var id: Int?
    var main: String?
    var description: String?

    private enum CodingKeys: String, CodingKey {
        case id, main, description
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.decodeLeniently(FlexibleInt.self, forKey: .id)?.value
        main = container.decodeLeniently(String.self, forKey: .main)
        description = container.decodeLeniently(String.self, forKey: .description)
    }
}

/// The `wind` block; `gust` is often missing.
struct OWMWindDTO: Decodable {
    var speed: Double?
    var deg: Double?
    var gust: Double?

    private enum CodingKeys: String, CodingKey {
        case speed, deg, gust
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        speed = container.decodeLeniently(FlexibleDouble.self, forKey: .speed)?.value
        deg = container.decodeLeniently(FlexibleDouble.self, forKey: .deg)?.value
        gust = container.decodeLeniently(FlexibleDouble.self, forKey: .gust)?.value
    }
}

/// `rain` / `snow`: absent when dry, sometimes `{}`; `"3h"` on /forecast, `"1h"` on /weather.
struct OWMPrecipitationDTO: Decodable {
    var oneHour: Double?
    var threeHours: Double?

    private enum CodingKeys: String, CodingKey {
        case oneHour = "1h"
        case threeHours = "3h"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        oneHour = container.decodeLeniently(FlexibleDouble.self, forKey: .oneHour)?.value
        threeHours = container.decodeLeniently(FlexibleDouble.self, forKey: .threeHours)?.value
    }
}

/// `{"all": 75}` cloud cover in percent.
struct OWMCloudsDTO: Decodable {
    var all: Double?

    private enum CodingKeys: String, CodingKey {
        case all
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        all = container.decodeLeniently(FlexibleDouble.self, forKey: .all)?.value
    }
}

/// `{"lat": 51.5, "lon": -0.12}`.
struct OWMCoordinatesDTO: Decodable {
    var lat: FlexibleDouble
    var lon: FlexibleDouble
}

/// OpenWeatherMap's error body: `cod` and `message` each a string or a number.
struct OWMErrorDTO: Decodable {
    var cod: FlexibleString?
    var message: FlexibleString?
}
