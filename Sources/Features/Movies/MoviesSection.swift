import AppRuntime
import Configuration
import Domain
import DomainText
import FeatureKit
import FoundationEssentials
import ListDetail
import Logging
import Networking
import PubSub
import TerminalCore
import ViewModelCore
import Widgets

/// The Movies section as the app registers it (decision 2010): trending movies → detail → "more
/// info" sheet, from the bundled sample or live TMDB, and `tern movies --print/--json`.
public struct MoviesSection: SectionFeature {
    /// `--movies-provider sample|tmdb`, `--tmdb-url`/`TERN_TMDB_URL`, `TMDB_API_KEY`/`tmdb_api_key`.
    public static let options = SectionOptions(
        name: "movies", providers: ["sample", "tmdb"], urlFlag: "tmdb-url", urlEnvironment: "TERN_TMDB_URL",
        defaultURL: URL(string: "https://api.themoviedb.org")!, secretEnvironment: "TMDB_API_KEY",
        secretKey: "tmdb_api_key")
    /// The section's title, and its subcommand's help line.
    public static let (title, abstract) = ("Movies", "Open the Movies section.")
    /// The subcommand's help.
    public static let discussion = """
        Trending movies from the bundled sample (116), or from TMDB with --movies-provider tmdb and \
        TMDB_API_KEY (or tmdb_api_key in the config file), sent to TMDB's own origin only.

        EXAMPLES
          tern movies --json --limit 3    three movies as JSON, then exit
        """
    /// The keys of a movie's JSON.
    public static let reportFields = [
        "id", "title", "release_date", "year", "vote_average", "vote_count", "genres", "overview", "original_language",
        "popularity",
    ]
    /// `%i` id, `%t` title, `%y` year, `%r` rating, `%g` genres, `%d` release date, `%l` language.
    public static let reportCodes = [
        ReportCode("i", field: "id", meaning: "the TMDB id"), ReportCode("t", field: "title", meaning: "the title"),
        ReportCode("y", field: "year", meaning: "the year"),
        ReportCode("r", field: "vote_average", meaning: "the rating"),
        ReportCode("g", field: "genres", meaning: "the genres"),
        ReportCode("d", field: "release_date", meaning: "the release date"),
        ReportCode("l", field: "original_language", meaning: "the original language"),
    ]
    /// Where the movies come from.
    public var source: MoviesSource { makeSource() }
    private let makeSource: @Sendable () -> MoviesSource
    /// How ratings and popularity are written on screen and in `--print` ("7,8" in German); the
    /// user's locale unless set. `--json` writes numbers, not text.
    public var locale = TextLocale.current

    /// The section on `source`.
    public init(source: MoviesSource) { makeSource = { source } }

    /// The sample, or TMDB at the settings' base URL with their key. The sample is decoded when the
    /// section first needs it — its screen is made after the first frame unless it opens on Movies
    /// (decision 2042) — not when tern registers the section.
    public init(settings: SectionSettings, client: any HTTPClient, logger: Logger) {
        guard settings.provider == "tmdb" else {
            makeSource = { .sample }
            return
        }
        let tmdb = MoviesSource.tmdb(
            baseURL: settings.baseURL, apiKey: settings.secret,
            keyOrigin: settings.secretOrigin ?? .environment(variable: Self.options.secretEnvironment), client: client,
            logger: logger)
        makeSource = { tmdb }
    }

    /// The list → detail → sheet screen on one `Store` of `MoviesState`, scoped to its list; with
    /// `animates` false, a static text for the spinner.
    public func makeScreen<S: Scheduler>(scheduler: S, animates: Bool = true) -> any Screen {
        var initial = MoviesState()
        initial.list.animates = animates
        let store = Store(
            initial: initial, reduce: MoviesState.reducer.reduce,
            feedbacks: MoviesState.feedbacks(source, scheduler: scheduler))
        return ListDetailScreen(store: store.scope(state: \.list, event: MoviesEvent.list), slots: Self.slots(locale))
    }

    /// The first `limit` trending movies, page after page: title, year, rating, genres per row.
    public func report(limit: Int) async throws(LoadFailure) -> SectionReport {
        var movies: [Movie] = [], total: Int?, isCached = false, index = 0
        while movies.count < limit {
            let page = try await MoviesState.page(index, of: source)
            (movies, total, index) = (movies + page.items, page.total, index + 1)
            isCached = isCached || page.note?.hasSuffix("offline") == true
            guard !page.items.isEmpty, movies.count < (total ?? 0) else { break }
        }
        movies = Array(movies.prefix(limit))
        return SectionReport(
            source: source.sourceName, isCached: isCached, total: total, key: "movies",
            columns: ["Title", "Year", "Rating", "Genres"],
            rows: movies.map {
                [
                    $0.title, $0.year.map(String.init) ?? "–", Self.stars($0, locale) ?? "–",
                    $0.genres.joined(separator: ", "),
                ]
            },
            rightAligned: ["Year", "Rating"],
            items: movies.map {
                [
                    "id": .integer($0.id), "title": .text($0.title), "release_date": .text($0.releaseDate),
                    "year": .integer($0.year), "vote_average": .number($0.voteAverage),
                    "vote_count": .integer($0.voteCount), "genres": .texts($0.genres), "overview": .text($0.overview),
                    "original_language": .text($0.originalLanguage), "popularity": .number($0.popularity),
                ]
            })
    }

    /// How a movie shows: a row, a detail, a "More info" sheet, numbers as `locale` writes them; `y`
    /// copies the title with its year.
    static func slots(_ locale: TextLocale) -> ListDetailSlots<Movie, Movie> {
        ListDetailSlots(
            title: title, noun: "movie",
            row: { ListRow(named($0), secondary: stars($0, locale).map { "★ \($0)" }) }, itemTitle: named,
            detail: { movie, detail in
                let full = detail.value ?? movie, pending = detail.isLoading ? "loading…" : "—"
                return DetailPane(
                    heading: named(full),
                    rows: [
                        .field("runtime", full.runtime.map { "\($0 / 60) h \($0 % 60) min" } ?? pending),
                        .field("genres", full.genres.isEmpty ? "—" : full.genres.joined(separator: ", ")),
                        .field(
                            "rating",
                            stars(full, locale).map { "★ \($0) (\(locale.integer(full.voteCount ?? 0)) votes)" } ?? "—"),
                        .field("tagline", full.tagline ?? pending), .blank, .text(full.overview ?? "No overview."),
                    ] + (detail.failure.map { [.blank, .text("Could not load more: \($0.message)")] } ?? []))
            },
            sheet: { movie, detail in ("More info", sheetRows(detail.value ?? movie, locale)) },
            loadingText: "Loading trending movies…", emptyText: "No movies to show",
            filterPlaceholder: "filter by title or year",
            copies: [
                ListDetailCopy(key: copyKey.key, action: copyKey.action, name: copyKey.name) { movie, _ in named(movie)
                }
            ], count: locale.integer)
    }

    /// `y` copies the title.
    private static let copyKey = (key: Key.character("y"), action: "copy_title", name: "title")

    /// The section's own keys, as its slots give them to the component: the copy key.
    public static var keyBindings: [KeyBinding] {
        [ListDetailCopy<Movie, Movie>.binding(key: copyKey.key, action: copyKey.action, name: copyKey.name)]
    }

    private static func sheetRows(_ full: Movie, _ locale: TextLocale) -> [DetailRow] {
        [
            .field("language", full.originalLanguage ?? "—"),
            .field("popularity", full.popularity.map { locale.number("%'.1f", $0) } ?? "—"),
            .field("vote count", full.voteCount.map(locale.integer) ?? "—"), .field("TMDB id", String(full.id)),
            .field("release date", full.releaseDate.map { LocalDate(iso: $0).map(locale.day) ?? $0 } ?? "—"),
        ]
    }

    private static func named(_ movie: Movie) -> String { movie.year.map { "\(movie.title) (\($0))" } ?? movie.title }

    private static func stars(_ movie: Movie, _ locale: TextLocale) -> String? {
        movie.voteAverage.map { locale.number("%.1f", $0) }
    }
}
