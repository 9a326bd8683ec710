/// One country in REST Countries' v3.1 JSON shape: the fields the browser shows, most optional as
/// the live source leaves out what a query's `fields=` does not ask for.
struct Country: Decodable, Equatable, Sendable {
    struct Name: Decodable, Equatable, Sendable {
        var common: String
        var official: String
    }

    struct Currency: Decodable, Equatable, Sendable {
        var name: String
        var symbol: String?
    }

    var name: Name
    var cca2: String
    var cca3: String?
    var capital: [String]?
    var region: String?
    var subregion: String?
    var population: Int?
    var area: Double?
    var languages: [String: String]?
    var currencies: [String: Currency]?
    var timezones: [String]?
    var latlng: [Double]?
    var landlocked: Bool?
}
