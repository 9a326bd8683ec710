import Domain
import FoundationEssentials
import Logging
import Networking
import TerminalCore

/// Where the Movies section gets its data: trending movies a page at a time (from 1; past the last, an
/// empty page) and one movie's full record, from `.sample`, `.tmdb` or a test's fake (`init`). Immutable
/// and `Sendable`: call it from any task.
public struct MoviesSource: Sendable {
    /// Who answers, for the title and status bars: "sample data" or "TMDB".
    public let sourceName: String
    /// Page `n` of the trending movies: `try await source.page(2)`.
    public let page: @Sendable (_ n: Int) async throws(MoviesError) -> Fetched<Movie.Page>
    /// The full record of the movie with an id: `try await source.movie(603)`.
    public let movie: @Sendable (_ id: Int) async throws(MoviesError) -> Fetched<Movie>

    /// A source answering with the given functions.
    public init(
        sourceName: String, page: @escaping @Sendable (Int) async throws(MoviesError) -> Fetched<Movie.Page>,
        movie: @escaping @Sendable (Int) async throws(MoviesError) -> Fetched<Movie>
    ) {
        (self.sourceName, self.page, self.movie) = (sourceName, page, movie)
    }

    /// The bundled `sample-movies.json` (full records), 20 a page in the file's order; always `.live`.
    /// Decoded as asked for (`LazyJSONArray`): the first page decodes its own 20 movies only.
    public static let sample: MoviesSource = {
        let file = LazyJSONArray<Movie>(Data(PackageResources.sample_movies_json))
        return MoviesSource(
            sourceName: "sample data",
            page: { number throws(MoviesError) in
                let start = (number - 1).multipliedReportingOverflow(by: 20)
                let (shown, total): ([Movie], Int)
                do throws(DecodingError) {
                    (shown, total) = try file.elements(
                        from: number >= 1 && !start.overflow ? start.partialValue : .max, limit: 20)
                } catch {
                    throw .unreadableSample(path: error.jsonPath)
                }
                return Fetched(
                    Movie.Page(movies: shown, page: number, totalPages: (total + 19) / 20, totalResults: total))
            },
            movie: { id throws(MoviesError) in
                let found: Movie?
                do throws(DecodingError) {
                    found = try file.first { $0.id == id }
                } catch {
                    throw .unreadableSample(path: error.jsonPath)
                }
                guard let movie = found else { throw .notFound(id: id) }
                return Fetched(movie)
            })
    }()

    /// Live TMDB v3 at `baseURL` (a loopback server in tests): `GET /3/trending/movie/week?page=N` and
    /// `GET /3/movie/{id}`. A nil or blank `apiKey` (`TMDB_API_KEY`) makes every call throw `.keyMissing`;
    /// else it goes as v3's `api_key` query item (not a v4 `Authorization: Bearer` token), secret in the
    /// `Endpoint`, so Networking writes `***` for it in logs, cache files and error text and follows no
    /// redirect to another origin; a refused key names where it was set (`keyOrigin`). `logger` hears
    /// of bodies that do not decode.
    public static func tmdb(
        baseURL: URL = URL(string: "https://api.themoviedb.org")!, apiKey: String?,
        keyOrigin: SecretOrigin = .environment(variable: "TMDB_API_KEY"), client: any HTTPClient,
        logger: Logger = Logger(label: "tern.movies", factory: { _ in SwiftLogNoOpLogHandler() })
    ) -> MoviesSource {
        let key = apiKey?.trimmingWhitespace() ?? ""
        let auth = [URLQueryItem(name: "api_key", value: key)]
        @Sendable func get<T: Decodable & Sendable>(_ path: String, _ query: [URLQueryItem] = [], id: Int? = nil)
            async throws(MoviesError) -> Fetched<T>
        {
            guard !key.isEmpty else { throw .keyMissing }
            let endpoint = Endpoint(baseURL: baseURL, path: path, queryItems: query + auth, secretNames: ["api_key"])
            let response: HTTPResponse, value: T
            do { response = try await client.send(endpoint) } catch { throw .network(error) }
            if response.status == 401 { throw .keyRejected(origin: keyOrigin) }
            if response.status == 429 { throw .rateLimited(retryAfterSeconds: response.retryAfterSeconds()) }
            if response.status == 404, let id { throw .notFound(id: id) }
            do { value = try response.decoded(T.self, for: endpoint, logger: logger) } catch { throw .network(error) }
            return Fetched(value, freshness: Freshness(cachedAt: response.cachedAt))
        }
        return MoviesSource(
            sourceName: "TMDB",
            page: { number async throws(MoviesError) in
                var fetched: Fetched<Movie.Page> = try await get(
                    "/3/trending/movie/week", [URLQueryItem(name: "page", value: String(number))])
                // The page asked for, not its echo; TMDB serves no page past 500, whatever `total_pages` says.
                (fetched.value.page, fetched.value.totalPages) = (number, min(fetched.value.totalPages, 500))
                return fetched
            },
            movie: { id async throws(MoviesError) in try await get("/3/movie/\(id)", id: id) })
    }
}
