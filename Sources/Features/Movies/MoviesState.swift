import DomainText
import ListDetail
import PubSub
import ViewModelCore

/// The Movies section's state: the list → detail → sheet component's, nested (decision 2000), 20
/// rows a page as TMDB pages them. The seed's `State.idle/loading/loaded/failed` is `list.load`
/// (`.notRequested`, `.loading`, `.loaded`, `.failed`); its detail machine is `list.detail`.
public struct MoviesState: Equatable, Sendable {
    /// The component's state: the trending movies by page, the selection, the filter, what is open.
    public var list = ListDetailState<Movie, Movie>(pageSize: 20, loadsDetail: true)

    /// A section that has not appeared yet (the seed's `.idle`).
    public init() {}

    /// The section's state machine: the component's reducer on `list` — the seed's `reduce`.
    public static var reducer: Reducer<Self, MoviesEvent> {
        .scope(state: \.list, event: MoviesEvent.listPath, ListDetailState.reducer(searching: searchTexts).reduce)
    }

    /// The seed's `Feedback`s: the component's "pages", "detail", "spinner" (as "list.pages", …) around
    /// `source`'s page hook (`MoviesSource.page`, from 1) and detail hook (`MoviesSource.movie`).
    public static func feedbacks(_ source: MoviesSource, scheduler: some Scheduler) -> [Store<Self, MoviesEvent>
        .Feedback]
    {
        ListDetailState<Movie, Movie>.feedbacks(
            scheduler: scheduler,
            loadPage: { index throws(LoadFailure) in try await page(index, of: source) },
            loadDetail: { movie throws(LoadFailure) in
                do throws(MoviesError) { return try await source.movie(movie.id).value } catch {
                    throw LoadFailure(message: error.userMessage, isRetryable: error.isRetryable)
                }
            }
        ).map { .scope("list", state: \.list, event: MoviesEvent.list, $0) }
    }

    /// Page `index` of the list (from 0) as the component wants it: TMDB's page `index + 1`, the
    /// list as long as the pages TMDB serves, noted with the source (and "offline" from the cache).
    static func page(_ index: Int, of source: MoviesSource) async throws(LoadFailure) -> ListPage<Movie> {
        do throws(MoviesError) {
            let fetched = try await source.page(index + 1), page = fetched.value
            let note = source.sourceName + (fetched.freshness.isCached ? " · offline" : "")
            return ListPage(items: page.movies, total: min(page.totalResults, page.totalPages * 20), note: note)
        } catch {
            throw LoadFailure(message: error.userMessage, isRetryable: error.isRetryable)
        }
    }

    /// What the filter searches of `movie`: what its row shows, the title and the year (not the
    /// genres, which only the detail shows: a match the list cannot show is a lie).
    @Sendable public static func searchTexts(_ movie: Movie) -> [String] {
        [movie.title] + (movie.year.map { [String($0)] } ?? [])
    }
}
