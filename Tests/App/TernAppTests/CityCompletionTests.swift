import Domain
import Testing

@testable import TernApp

/// What the shells complete for CITY: the words of CITY already typed (an option's value is not
/// one), and the next word of each city starting with them — recent cities first, then the
/// gazetteer's by population, folded, no word twice.
@Suite struct CityCompletionTests {
    private static let gazetteer = Gazetteer {
        """
        tern-gazetteer 1
        C\tUS\tUnited States
        C\tZA\tSouth Africa
        Z\tAmerica/New_York
        R\tUS\tNY\tNew York
        R\tUS\tMO\tMissouri
        R\tZA\t08\tNorthern Cape
        New York City\t0\t40.7143\t-74.006\t0\t8804190
        Springfield\t1\t37.2153\t-93.2982\t0\t170188
        New Rochelle\t0\t40.9115\t-73.7824\t0\t79446
        Springbok\t2\t-29.6643\t17.8865\t0\t15000
        West New York\t0\t40.7857\t-74.0094\t0\t53366
        """
    }

    @Test func theWordsOfCityAreThoseAfterWeatherWithNoOptionBetween() {
        #expect(CityCompletion.cityWords(["tern", "weather", "New", "Y"], before: 3) == ["New"])
        #expect(CityCompletion.cityWords(["tern", "weather", "Spr"], before: 2) == [])
        #expect(CityCompletion.cityWords(["tern", "weather", "--units", "imperial", "New", "Y"], before: 5) == ["New"])
        #expect(CityCompletion.cityWords(["tern", "weather", "--detail", "New", "Y"], before: 4) == ["New"])
        #expect(
            CityCompletion.cityWords(["tern", "--units=metric", "weather", "Rio", "de", ""], before: 5) == [
                "Rio", "de",
            ])
    }

    @Test func recentCitiesComeFirstThenTheGazetteersByPopulation() {
        #expect(
            CityCompletion.candidates(typed: [], prefix: "spr", recents: ["Springbok", "Paris"], in: Self.gazetteer)
                == ["Springbok", "Springfield"])
        #expect(
            CityCompletion.candidates(typed: [], prefix: "", recents: [], in: Self.gazetteer).isEmpty,
            "an empty word completes nothing rather than every city")
    }

    @Test func aCityOfSeveralWordsCompletesOneWordAtATime() {
        #expect(CityCompletion.candidates(typed: [], prefix: "New", recents: [], in: Self.gazetteer) == ["New"])
        #expect(
            CityCompletion.candidates(typed: ["New"], prefix: "", recents: [], in: Self.gazetteer)
                == ["York", "Rochelle"])
        #expect(
            CityCompletion.candidates(typed: ["new", "york"], prefix: "c", recents: [], in: Self.gazetteer) == ["City"])
    }
}
