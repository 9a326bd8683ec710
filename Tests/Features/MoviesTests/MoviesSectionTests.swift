import DomainText
import Foundation
import Testing
import ViewModelCore

@testable import Movies

/// The Movies slots write a rating and a popularity with the locale's decimal separator.
@Suite struct MoviesSectionTests {
    private static func movie() throws -> Movie {
        let json = #"{"id": 157336, "title": "Interstellar", "vote_average": 8.417, "popularity": 140.241}"#
        return try JSONDecoder().decode(Movie.self, from: Data(json.utf8))
    }

    @Test(arguments: [("C", "★ 8.4", "140.2"), ("de_DE.UTF-8", "★ 8,4", "140,2"), ("en_US.UTF-8", "★ 8.4", "140.2")])
    func ratingsAndPopularityUseTheLocalesDecimalSeparator(name: String, stars: String, popularity: String) throws {
        let locale = TextLocale(time: name, numeric: name)
        try #require(locale.numericName == name, "glibc has no \(name): `make deps` installs locales-all")
        let (slots, movie) = (MoviesSection.slots(locale), try Self.movie())
        #expect(slots.row(movie).secondary == stars)
        let rows = slots.sheet(movie, .loaded(movie)).rows
        #expect(rows.contains { if case .field("popularity", popularity) = $0 { true } else { false } }, "\(rows)")
    }
}
