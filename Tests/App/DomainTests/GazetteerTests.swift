import Domain
import Testing

/// The gazetteer's lookup on a small text in its layout: ranking (whole name, start, word start,
/// anywhere; the most populous first within each), a region or country after a comma, typed
/// coordinates, folding, and lines that do not parse.
@Suite struct GazetteerTests {
    /// Real GeoNames places (cities15000), in the file's layout, most populous first.
    private static let text = """
        tern-gazetteer 1
        C\tBR\tBrazil
        C\tCH\tSwitzerland
        C\tFR\tFrance
        C\tUS\tUnited States
        Z\tAmerica/Chicago
        Z\tAmerica/Sao_Paulo
        Z\tEurope/Paris
        Z\tEurope/Zurich
        R\tBR\t27\tSão Paulo
        R\tCH\tZH\tZurich
        R\tFR\t11\tÎle-de-France
        R\tUS\tIL\tIllinois
        R\tUS\tMO\tMissouri
        R\tUS\tTX\tTexas
        São Paulo\t0\t-23.5475\t-46.6361\t1\t10021295
        Paris\t2\t48.8534\t2.3488\t2\t2138551
        Zürich\t1\t47.3667\t8.55\t3\t341730
        Springfield\t4\t37.2153\t-93.2982\t0\t170188
        Springfield\t3\t39.8017\t-89.6437\t0\t114394
        Paris\t5\t33.6609\t-95.5555\t0\t24782
        not a place line
        Pariser Platz\t9\t1\t1\t0\t1
        North Springfield\t3\t1.5\t2.5\t0\t20000
        Fontenay-aux-Roses\t2\t48.7938\t2.2927\t2\t24564
        """

    private let gazetteer = Gazetteer { GazetteerTests.text }

    private func names(_ text: String, limit: Int = 10) -> [String] {
        gazetteer.places(for: text, limit: limit).map { "\($0.name), \($0.region)" }
    }

    @Test func readsEveryPlaceLineAndSkipsWhatDoesNotParse() {
        #expect(gazetteer.count == 8)
    }

    @Test func aPlaceCarriesItsRegionCountryZoneAndPopulation() throws {
        let zurich = try #require(gazetteer.places(for: "zurich", limit: 1).first)
        #expect(
            zurich
                == Place(
                    name: "Zürich", region: "Zurich", country: "Switzerland", countryCode: "CH", latitude: 47.3667,
                    longitude: 8.55, timeZone: "Europe/Zurich", population: 341730))
        #expect(zurich.location.adminArea == "Zurich")
        #expect(zurich.location.country == "Switzerland")
        #expect(zurich.location.timeZoneIdentifier == "Europe/Zurich")
    }

    @Test func wholeNamesComeFirstThenStartsThenWordStartsThenAnywhere() {
        #expect(
            names("springfield") == ["Springfield, Missouri", "Springfield, Illinois", "North Springfield, Illinois"])
        #expect(names("spring") == ["Springfield, Missouri", "Springfield, Illinois", "North Springfield, Illinois"])
        #expect(names("aux") == ["Fontenay-aux-Roses, Île-de-France"])
        #expect(names("ari") == ["Paris, Île-de-France", "Paris, Texas"])
        #expect(names("par", limit: 1) == ["Paris, Île-de-France"])
    }

    @Test func matchingIgnoresCaseAccentsAndSurroundingSpace() {
        #expect(names("  SAO paulo ") == ["São Paulo, São Paulo"])
        #expect(names("zürich") == names("ZURICH"))
        #expect(names("atlantis").isEmpty)
        #expect(names("   ").isEmpty)
    }

    @Test func aRegionOrCountryAfterACommaNarrowsTheMatches() {
        #expect(names("Springfield, Illinois") == ["Springfield, Illinois", "North Springfield, Illinois"])
        #expect(names("Springfield, ill") == ["Springfield, Illinois", "North Springfield, Illinois"])
        #expect(names("Springfield, IL") == ["Springfield, Illinois", "North Springfield, Illinois"])
        #expect(names("Paris, US") == ["Paris, Texas"])
        #expect(names("Paris, fr") == ["Paris, Île-de-France"])
        #expect(names("Paris, France") == ["Paris, Île-de-France"])
        #expect(names("Paris, ile-de") == ["Paris, Île-de-France"])
        #expect(names("Paris, Spain").isEmpty)
    }

    @Test func resolvingPrefersWholeNamesAndFallsBackToEveryMatch() {
        #expect(gazetteer.resolve("Springfield", limit: 10).map(\.latitude) == [37.2153, 39.8017])
        #expect(gazetteer.resolve("Spring", limit: 10).count == 3)
    }

    @Test func typedCoordinatesAreAPlaceOfTheirOwn() {
        #expect(
            gazetteer.places(for: "52.52,13.41", limit: 5) == [
                Place(name: "52.52,13.41", latitude: 52.52, longitude: 13.41)
            ])
        #expect(
            gazetteer.places(for: " -33.87, 151.21 ", limit: 5)
                == [Place(name: "-33.87, 151.21", latitude: -33.87, longitude: 151.21)])
    }

    @Test func queriesParseAsCoordinatesOnlyWithinTheGlobe() {
        #expect(PlaceQuery("52.52,13.41") == .coordinates(latitude: 52.52, longitude: 13.41, text: "52.52,13.41"))
        #expect(PlaceQuery("+52.5 -0.1") == .coordinates(latitude: 52.5, longitude: -0.1, text: "+52.5 -0.1"))
        #expect(PlaceQuery("91,0") == .name("91", within: "0"))
        #expect(PlaceQuery("0,181") == .name("0", within: "181"))
        #expect(PlaceQuery("1,2,3") == .name("1", within: "2,3"))
        #expect(PlaceQuery("Springfield, Illinois") == .name("springfield", within: "illinois"))
        #expect(PlaceQuery(", France") == nil)
        #expect(PlaceQuery("") == nil)
    }

    @Test func theTextIsReadOnceWhenFirstSearched() {
        final class Reads: @unchecked Sendable { var count = 0 }
        let reads = Reads()
        let gazetteer = Gazetteer {
            reads.count += 1
            return GazetteerTests.text
        }
        #expect(reads.count == 0)
        _ = gazetteer.places(for: "paris", limit: 1)
        _ = gazetteer.places(for: "zurich", limit: 1)
        #expect(reads.count == 1)
    }
}

/// A place's other names (decision 2250): the local name and GeoNames' other English name are
/// searched like the name, a place found by the whole of one is named by it as the gazetteer
/// writes it, and a prefix shows the place's own name with the local name after it.
@Suite struct GazetteerNamesTests {
    /// Real GeoNames places, with the two optional fields scripts/make-gazetteer writes.
    private static let text = """
        tern-gazetteer 2
        C\tDE\tGermany
        C\tJP\tJapan
        C\tUS\tUnited States
        Z\tAmerica/New_York
        Z\tAsia/Tokyo
        Z\tEurope/Berlin
        R\tDE\t02\tBavaria
        R\tJP\t40\tTokyo
        R\tUS\tNY\tNew York
        Tokyo\t1\t35.6895\t139.6917\t1\t8336599\t東京\t
        New York City\t2\t40.7143\t-74.006\t0\t8804190\t\tNew York
        Munich\t0\t48.1374\t11.5755\t2\t1260391\tMünchen
        Munster\t0\t48.05\t10.9\t2\t20000\t\t
        """

    private let gazetteer = Gazetteer { GazetteerNamesTests.text }

    private func shown(_ text: String) -> [String] {
        gazetteer.places(for: text, limit: 10).map(\.shownName)
    }

    @Test func readsTheLinesWithTheirOptionalNames() {
        #expect(gazetteer.count == 4)
        let tokyo = gazetteer.resolve("tokyo", limit: 1).first
        #expect(tokyo?.name == "Tokyo" && tokyo?.localName == "東京")
        #expect(tokyo?.location.localName == "東京")
        #expect(tokyo?.location.displayName == "Tokyo (東京), Tokyo, Japan")
    }

    @Test func theLocalNameFindsThePlaceAndNamesItAsWritten() {
        #expect(shown("東京") == ["東京"])
        #expect(shown("munchen") == ["München"])
        #expect(shown("MÜNCHEN") == ["München"])
        #expect(gazetteer.resolve("münchen", limit: 1).first?.localName == "")
    }

    @Test func theOtherEnglishNameIsShownWhenTypedWhole() {
        #expect(shown("new york") == ["New York"])
        #expect(gazetteer.resolve("New York", limit: 5).map(\.name) == ["New York"])
        // A start of it is a start of the place's own name too: the place's own name.
        #expect(shown("new yo") == ["New York City"])
    }

    @Test func aPrefixShowsThePlacesOwnNameWithItsLocalNameAfter() {
        #expect(shown("mun") == ["Munich (München)", "Munster"])
        #expect(shown("tok") == ["Tokyo (東京)"])
        #expect(shown("münch") == ["Munich (München)"])
    }
}
