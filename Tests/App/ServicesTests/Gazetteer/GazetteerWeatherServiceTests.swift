import Domain
import Foundation
import Logging
import Networking
import NetworkingTestSupport
import Services
import Testing

/// The bundled gazetteer (GeoNames' cities15000, compiled in through `CGazetteer`) and Open-Meteo
/// behind it over real HTTP on 127.0.0.1: a city it knows is fetched by its coordinates with no
/// geocoding request; one it does not know goes to the geocoder.
@Suite struct GazetteerWeatherServiceTests {
    private static let logger = Logger(label: "tern.tests") { _ in SwiftLogNoOpLogHandler() }
    private let client = CurlHTTPClient(timeout: 5, logger: Self.logger)

    private func service(_ server: FixtureServer) -> GazetteerWeatherService {
        GazetteerWeatherService(
            OpenMeteoService(client: client, forecastURL: server.baseURL, geocodingURL: server.baseURL),
            gazetteer: .bundled)
    }

    /// GeoNames' own values for these places (geonames.org records 1850147, 2867714, 2267057).
    @Test func theBundledDataHasGeoNamesCitiesUnderTheirEnglishNames() throws {
        #expect(Gazetteer.bundled.count > 26_000)
        let tokyo = try #require(Gazetteer.bundled.resolve("tokyo", limit: 1).first)
        #expect(tokyo.name == "Tokyo")
        #expect(tokyo.country == "Japan")
        #expect(tokyo.timeZone == "Asia/Tokyo")
        #expect(abs(tokyo.latitude - 35.6895) < 0.0001 && abs(tokyo.longitude - 139.6917) < 0.0001)
        let munich = try #require(Gazetteer.bundled.resolve("Munich", limit: 1).first)
        #expect((munich.region, munich.country, munich.timeZone) == ("Bavaria", "Germany", "Europe/Berlin"))
        let lisbon = try #require(Gazetteer.bundled.resolve("lisbon", limit: 1).first)
        #expect((lisbon.country, lisbon.countryCode) == ("Portugal", "PT"))
        #expect(Gazetteer.bundled.resolve("sao paulo", limit: 1).first?.name == "São Paulo")
    }

    /// Decision 2250: local names from CLDR and GeoNames' language-tagged names, and none where
    /// the country's languages disagree (Brussels), where English is official (Mumbai: Hindi's
    /// बम्बई would be wrong), where it folds to the name (Paris, Istanbul) or where a Chinese name
    /// does not read as the place's (GeoNames' 奋斗 for Hengshan).
    @Test(arguments: [
        ("Tokyo", "東京"), ("Moscow", "Москва"), ("Athens", "Αθήνα"), ("Seoul", "서울"), ("Lisbon", "Lisboa"),
        ("Rome", "Roma"), ("Munich", "München"), ("Beijing", "北京"), ("Kyiv", "Київ"), ("Cairo", "القاهرة"),
        ("Warsaw", "Warszawa"), ("Prague", "Praha"), ("Vienna", "Wien"), ("Bangkok", "กรุงเทพ"), ("Taipei", "台北"),
        ("Paris", ""), ("Istanbul", ""), ("Brussels", ""), ("Mumbai", ""), ("Zürich", ""), ("Lagos", ""),
        ("Hengshan", ""), ("Madrid", ""),
    ])
    func theBundledLocalNames(name: String, localName: String) throws {
        let place = try #require(Gazetteer.bundled.resolve(name, limit: 1).first)
        #expect(place.localName == localName, "\(place)")
    }

    @Test func aPlaceIsNamedByTheWholeNameTyped() throws {
        let newYork = try #require(Gazetteer.bundled.resolve("new york", limit: 1).first)
        #expect((newYork.name, newYork.region, newYork.population) == ("New York", "New York", 8_804_190))
        #expect(Gazetteer.bundled.resolve("München", limit: 1).first?.region == "Bavaria")
        #expect(Gazetteer.bundled.resolve("東京", limit: 1).first?.country == "Japan")
    }

    @Test func theMostPopulousSpringfieldComesFirstAndARegionPicksAnother() throws {
        let springfields = Gazetteer.bundled.resolve("Springfield", limit: 100)
        #expect(springfields.count >= 8)
        #expect(springfields.map(\.population) == springfields.map(\.population).sorted(by: >))
        #expect(springfields.first?.region == "Missouri")
        let illinois = try #require(Gazetteer.bundled.resolve("Springfield, Illinois", limit: 5).first)
        #expect((illinois.latitude, illinois.longitude) == (39.8017, -89.6437))
        #expect(Gazetteer.bundled.resolve("Paris, US", limit: 1).first?.region == "Texas")
    }

    @Test func aKnownCityIsFetchedByItsCoordinatesWithoutGeocoding() async throws {
        let server = try await FixtureServer.start()
        await server.reply(try APISamples.reply("openmeteo-forecast.json"), to: "/v1/forecast")
        let fetched = try await service(server).loadForecast(.city("Springfield, Illinois"), units: .metric)
        #expect(fetched.value.location.name == "Springfield")
        #expect(fetched.value.location.adminArea == "Illinois")
        #expect(fetched.value.location.country == "United States")
        let requests = await server.requests
        #expect(!requests.contains { $0.path == "/v1/search" })
        let forecast = try #require(requests.first { $0.path == "/v1/forecast" })
        #expect(forecast.queryValue("latitude") == "39.8017")
        #expect(forecast.queryValue("longitude") == "-89.6437")
        await server.stop()
    }

    @Test func typedCoordinatesAreFetchedAsTyped() async throws {
        let server = try await FixtureServer.start()
        await server.reply(try APISamples.reply("openmeteo-forecast.json"), to: "/v1/forecast")
        let fetched = try await service(server).loadForecast(.city("52.52,13.41"), units: .metric)
        #expect(fetched.value.location.name == "52.52,13.41")
        let forecast = try #require(await server.requests.first { $0.path == "/v1/forecast" })
        #expect((forecast.queryValue("latitude"), forecast.queryValue("longitude")) == ("52.52", "13.41"))
        await server.stop()
    }

    @Test func findingACityItKnowsAsksNoGeocoderAndCountsEveryPlaceOfThatName() async throws {
        let server = try await FixtureServer.start()
        let places = try await service(server).findCity("springfield")
        #expect(places.count == Gazetteer.bundled.resolve("Springfield", limit: 100).count)
        #expect(places.allSatisfy { $0.name == "Springfield" })
        #expect(await server.requests.isEmpty)
        await server.stop()
    }

    @Test func aNameItDoesNotKnowGoesToTheGeocoder() async throws {
        let server = try await FixtureServer.start()
        await server.reply(try APISamples.reply("openmeteo-geocoding.json"), to: "/v1/search")
        let places = try await service(server).findCity("Xyzzyville")
        #expect(places.first?.name == "Paris")
        #expect(await server.requests.first { $0.path == "/v1/search" }?.queryValue("name") == "Xyzzyville")
        await server.stop()
    }
}
