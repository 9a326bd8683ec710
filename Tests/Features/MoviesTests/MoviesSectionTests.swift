import DomainText
import Foundation
import Testing
import ViewModelCore
import Widgets

@testable import Movies

/// The Movies slots write a rating and a popularity with the locale's decimal separator, and a
/// vote count with its digit grouping.
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

    /// "10867 votes" in C as before, "10.867" in German, "10,867" in US English, and the popularity
    /// grouped the same way; the TMDB id is an id, never grouped.
    @Test(arguments: [
        ("C", "10867", "1234.6"), ("de_DE.UTF-8", "10.867", "1.234,6"), ("en_US.UTF-8", "10,867", "1,234.6"),
    ])
    func voteCountsAndPopularityUseTheLocalesDigitGrouping(name: String, votes: String, popularity: String) throws {
        let locale = TextLocale(time: name, numeric: name)
        try #require(locale.numericName == name, "glibc has no \(name): `make deps` installs locales-all")
        let json = #"""
            {"id": 157336, "title": "Interstellar", "vote_average": 8.417, "vote_count": 10867, "popularity": 1234.56,
             "release_date": "2014-11-05"}
            """#
        let movie = try JSONDecoder().decode(Movie.self, from: Data(json.utf8))
        let slots = MoviesSection.slots(locale)
        let sheet = slots.sheet(movie, .loaded(movie)).rows
        #expect(sheet.contains { if case .field("vote count", votes) = $0 { true } else { false } }, "\(sheet)")
        #expect(sheet.contains { if case .field("TMDB id", "157336") = $0 { true } else { false } }, "\(sheet)")
        #expect(sheet.contains { if case .field("popularity", popularity) = $0 { true } else { false } }, "\(sheet)")
        // The release date is a day as the locale writes one (a date of birth's form), "5 Nov 2014" in C.
        let released = name == "C" ? "5 Nov 2014" : locale.day(Date(timeIntervalSince1970: 1_415_145_600), in: .gmt)
        #expect(sheet.contains { if case .field("release date", released) = $0 { true } else { false } }, "\(sheet)")
        let detail = try #require(slots.detail(movie, .loaded(movie)) as? DetailPane).rows
        let stars = locale.number("%.1f", 8.417)
        #expect(
            detail.contains { if case .field("rating", "★ \(stars) (\(votes) votes)") = $0 { true } else { false } },
            "\(detail)")
    }
}
