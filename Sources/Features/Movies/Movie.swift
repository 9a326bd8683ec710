import Networking

/// A movie in The Movie Database's (TMDB) shape: an entry of a trending page or the full record. Only
/// `id` and `title` are required; every other field decodes leniently (absent, null, empty or oddly
/// typed → nil), so an odd field never loses the movie.
public struct Movie: Decodable, Equatable, Sendable, Identifiable {
    /// TMDB's id, e.g. 603 for The Matrix.
    public var id: Int
    /// The title, as TMDB lists it in English, and the primary release date, `YYYY-MM-DD`.
    public var title: String, releaseDate: String?
    /// The mean vote (0–10) and how many votes it is made of.
    public var voteAverage: Double?, voteCount: Int?
    /// A sentence or two about the film, and its genres' names: the full record's `genres`, or a page
    /// entry's `genre_ids` through `genreNames`.
    public var overview: String?, genres: [String]
    /// Length in minutes and the poster's catch line; only the full record has them.
    public var runtime: Int?, tagline: String?
    /// ISO 639-1 code of the original language (`en`) and TMDB's popularity score.
    public var originalLanguage: String?, popularity: Double?
    /// The release year, from `releaseDate`.
    public var year: Int? { releaseDate.flatMap { Int($0.prefix(4)) } }

    /// TMDB's fixed movie genres by id.
    public static let genreNames: [Int: String] = [
        28: "Action", 12: "Adventure", 16: "Animation", 35: "Comedy", 80: "Crime", 99: "Documentary", 18: "Drama",
        10751: "Family", 14: "Fantasy", 36: "History", 27: "Horror", 10402: "Music", 9648: "Mystery",
        10749: "Romance", 878: "Science Fiction", 10770: "TV Movie", 53: "Thriller", 10752: "War", 37: "Western",
    ]

    private enum CodingKeys: String, CodingKey {
        case id, title, overview, genres, runtime, tagline, popularity, voteCount = "vote_count", genreIDs = "genre_ids"
        case releaseDate = "release_date", voteAverage = "vote_average", originalLanguage = "original_language"
    }
    private struct Genre: Decodable { var name: String }

    /// Decodes a TMDB movie; fails only without a usable `id` or `title`.
    public init(from decoder: any Decoder) throws {
        let box = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) -> String? {
            box.decodeLeniently(String.self, forKey: key).flatMap { $0 == "" ? nil : $0 }
        }
        func number(_ key: CodingKeys) -> Int? { box.decodeLeniently(FlexibleInt.self, forKey: key)?.value }
        func decimal(_ key: CodingKeys) -> Double? { box.decodeLeniently(FlexibleDouble.self, forKey: key)?.value }
        id = try box.decode(FlexibleInt.self, forKey: .id).value
        title = try box.decode(FlexibleString.self, forKey: .title).value
        (releaseDate, overview, tagline) = (text(.releaseDate), text(.overview), text(.tagline))
        (voteAverage, voteCount, popularity) = (decimal(.voteAverage), number(.voteCount), decimal(.popularity))
        originalLanguage = text(.originalLanguage)
        runtime = number(.runtime).flatMap { $0 > 0 ? $0 : nil }  // TMDB sends 0 for "not known"
        genres =
            box.decodeLeniently(LossyArray<Genre>.self, forKey: .genres)?.elements.map(\.name)
            ?? box.decodeLeniently(LossyArray<FlexibleInt>.self, forKey: .genreIDs)?.elements
            .compactMap { Self.genreNames[$0.value] } ?? []
    }

    /// One page of a movie list as TMDB pages it: `page` from 1 of `totalPages`, `totalResults` movies in all.
    public struct Page: Decodable, Equatable, Sendable {
        /// The movies on this page; a result that does not decode is left out, the rest kept.
        public var movies: [Movie]
        /// This page's number, how many pages there are and how many movies on all of them.
        public var page: Int, totalPages: Int, totalResults: Int

        /// Whether a page follows this one.
        public var hasMore: Bool { page < totalPages }

        private enum CodingKeys: String, CodingKey {
            case results, page, totalPages = "total_pages", totalResults = "total_results"
        }

        /// Decodes TMDB's `{page, results, total_pages, total_results}`; only `results` is required.
        public init(from decoder: any Decoder) throws {
            let box = try decoder.container(keyedBy: CodingKeys.self)
            func number(_ key: CodingKeys) -> Int? { box.decodeLeniently(FlexibleInt.self, forKey: key)?.value }
            movies = try box.decode(LossyArray<Movie>.self, forKey: .results).elements
            page = number(.page) ?? 1
            (totalPages, totalResults) = (max(0, number(.totalPages) ?? page), max(0, number(.totalResults) ?? 0))
        }

        /// A page of `movies`, e.g. for a fake `MoviesSource`.
        public init(movies: [Movie], page: Int, totalPages: Int, totalResults: Int) {
            (self.movies, self.page, self.totalPages, self.totalResults) = (movies, page, totalPages, totalResults)
        }
    }
}
