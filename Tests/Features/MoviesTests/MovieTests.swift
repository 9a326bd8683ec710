import Foundation
import Movies
import Testing

/// Decoding TMDB's movie and page shapes: the full record, a trending entry, and the tolerance that
/// keeps a movie when one of its fields is odd and a page when one of its movies is.
@Suite struct MovieTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func theFullRecordNamesItsGenresAndKeepsRuntimeAndTagline() throws {
        let movie = try JSONDecoder().decode(Movie.self, from: Fixtures.data("tmdb-movie-603.json"))
        #expect(movie.id == 603)
        #expect(movie.title == "The Matrix")
        #expect(movie.releaseDate == "1999-03-30")
        #expect(movie.year == 1999)
        #expect(movie.genres == ["Action", "Science Fiction"])
        #expect(movie.runtime == 136)
        #expect(movie.tagline == "Welcome to the Real World.")
        #expect(movie.originalLanguage == "en")
        #expect(movie.voteAverage == 7.9)
        #expect(movie.voteCount == 8907)
        #expect(movie.popularity == 104.3)
        #expect(movie.overview?.hasPrefix("A hacker") == true)
    }

    @Test func aTrendingEntryMapsGenreIDsThroughTMDBsTable() throws {
        let movie = try decode(Movie.self, #"{"id":129,"title":"Spirited Away","genre_ids":[16,10751,14]}"#)
        #expect(movie.genres == ["Animation", "Family", "Fantasy"])
        #expect(movie.runtime == nil)
        #expect(movie.tagline == nil)
    }

    @Test func onlyIDAndTitleAreRequired() throws {
        let movie = try decode(
            Movie.self, #"{"id":"42","title":"Untitled","release_date":"","overview":"","runtime":0}"#)
        #expect(movie.id == 42)
        #expect(movie.releaseDate == nil)
        #expect(movie.year == nil)
        #expect(movie.overview == nil)
        #expect(movie.runtime == nil)
        #expect(movie.genres.isEmpty)
        #expect(throws: DecodingError.self) { try decode(Movie.self, #"{"id":42}"#) }
        #expect(throws: DecodingError.self) { try decode(Movie.self, #"{"id":"forty-two","title":"Untitled"}"#) }
    }

    @Test func aPageKeepsEveryGoodRecordWhenOneIsBad() throws {
        let page = try JSONDecoder().decode(Movie.Page.self, from: Fixtures.data("tmdb-trending-bad-records.json"))
        #expect(page.movies.map(\.id) == [603, 550, 13])
        #expect(page.movies[0].voteAverage == nil)
        #expect(page.movies[0].genres == ["Action", "Science Fiction"])
        #expect(page.movies[1].genres.isEmpty)
        #expect(page.movies[1].runtime == nil)
        #expect(page.movies[2].genres == ["Comedy", "Drama", "Romance"])
        #expect(page.movies[2].popularity == 138.1)
        #expect(page.page == 1)
        #expect(!page.hasMore)
    }

    @Test func aPageNeedsItsResults() throws {
        #expect(throws: DecodingError.self) { try decode(Movie.Page.self, #"{"page":1,"total_pages":3}"#) }
        let bare = try decode(Movie.Page.self, #"{"results":[]}"#)
        #expect(bare == Movie.Page(movies: [], page: 1, totalPages: 1, totalResults: 0))
    }
}
