import ListDetail
import ViewModelCore

/// What happens to the Movies section: the list → detail → sheet component's events, wrapped.
/// Named as seed 004 names them, each is the component's event it maps to
/// (docs/ARCHITECTURE.md has the table): the seed's state machine is the component's.
public enum MoviesEvent: Equatable, Sendable {
    /// The component's event: keys, the mouse, the page and detail hooks' answers.
    case list(ListDetailEvent<Movie, Movie>)

    /// The seed's `onAppear`: load the first page of trending movies, unless loaded already.
    public static let onAppear = list(.appear)
    /// The seed's `onSelectMovie`: open the selected movie's detail (Enter), which asks the detail
    /// hook for its full record (runtime, genres, tagline).
    public static let onSelectMovie = list(.present(.open))

    /// The seed's `onMoviesLoaded`: the page hook answered `request` with `page`.
    public static func onMoviesLoaded(_ request: PageRequest, _ page: ListPage<Movie>) -> Self {
        .list(.pageLoaded(request, page))
    }

    /// The seed's `onFailedToLoadMovies`: the page hook failed `request`.
    public static func onFailedToLoadMovies(_ request: PageRequest, _ failure: LoadFailure) -> Self {
        .list(.pageFailed(request, failure))
    }

    /// The detail machine's `onLoaded`: the detail hook answered `request` with the full record.
    public static func onMovieLoaded(_ request: DetailRequest<Movie>, _ movie: Movie) -> Self {
        .list(.detailLoaded(request, movie))
    }

    /// The component's events inside the Movies section's, for `Reducer.scope` (decision 2000).
    static var listPath: EventPath<Self, ListDetailEvent<Movie, Movie>> {
        EventPath(embed: Self.list, extract: { if case .list(let event) = $0 { event } else { nil } })
    }
}
