import Domain
import Movies
import Testing

/// The bundled sample: pages of 20 in TMDB's numbering, complete records with unique ids, and each
/// movie's full record answered from the same data.
@Suite struct MoviesSourceSampleTests {
    private let source = MoviesSource.sample

    private func allMovies() async throws -> [Movie] {
        let first = try await source.page(1).value
        var movies = first.movies
        for number in stride(from: 2, through: first.totalPages, by: 1) {
            movies += try await source.page(number).value.movies
        }
        return movies
    }

    @Test func pageOneHoldsTwentyAndTheLastPageTheRest() async throws {
        let first = try await source.page(1)
        #expect(source.sourceName == "sample data")
        #expect(first.freshness == .live)
        #expect(first.value.movies.count == 20)
        #expect(first.value.page == 1)
        #expect(first.value.hasMore)
        let total = first.value.totalResults
        #expect(total >= 100)
        #expect(first.value.totalPages == (total + 19) / 20)
        let last = try await source.page(first.value.totalPages).value
        #expect(last.movies.count == total - 20 * (first.value.totalPages - 1))
        #expect(!last.hasMore)
        #expect(try await allMovies().count == total)
    }

    @Test func pagesOutsideTheListAreEmpty() async throws {
        let first = try await source.page(1).value
        #expect(try await source.page(first.totalPages + 1).value.movies.isEmpty)
        #expect(try await source.page(0).value.movies.isEmpty)
        #expect(try await source.page(Int.max).value.movies.isEmpty)
    }

    @Test func everyRecordIsCompleteWithAUniqueID() async throws {
        let movies = try await allMovies()
        #expect(Set(movies.map(\.id)).count == movies.count)
        for movie in movies {
            #expect(!movie.title.isEmpty)
            #expect((1900...2030).contains(movie.year ?? 0), "\(movie.title): year")
            #expect((60...260).contains(movie.runtime ?? 0), "\(movie.title): runtime")
            #expect(!movie.genres.isEmpty, "\(movie.title): genres")
            #expect(movie.genres.allSatisfy(Set(Movie.genreNames.values).contains), "\(movie.title): genres")
            #expect(movie.overview != nil, "\(movie.title): overview")
            #expect(movie.originalLanguage?.count == 2, "\(movie.title): language")
            #expect(movie.voteAverage != nil && movie.voteCount != nil && movie.popularity != nil)
        }
    }

    @Test func aMovieIsAnsweredFromTheSameRecords() async throws {
        let listed = try await source.page(2).value.movies[3]
        #expect(try await source.movie(listed.id).value == listed)
        await #expect(throws: MoviesError.notFound(id: -1)) { try await source.movie(-1) }
    }
}
