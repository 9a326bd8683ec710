import Domain
import DomainText
import Foundation
import ListDetail
import Movies
import Networking
import PresentationModel
import PubSubTestSupport
import Synchronization
import Testing
import ViewModelCore
import ViewModelTestSupport

/// The Movies section's state machine with its hooks, exhaustively on virtual time, in the seed's
/// words: `onAppear` loads page 1 (`onMoviesLoaded`), `onSelectMovie` opens the detail and asks the
/// detail hook for the full record; a failed first page is `failed` and `r` loads it again.
@Suite struct MoviesStateTests {
    private let scheduler = TestScheduler()
    private static let matrix = movie(#"{"id": 603, "title": "The Matrix", "release_date": "1999-03-30"}"#)
    private static let away = movie(#"{"id": 129, "title": "Spirited Away", "release_date": "2001-07-20"}"#)
    private static let fullMatrix = movie(
        #"{"id": 603, "title": "The Matrix", "release_date": "1999-03-30", "runtime": 136, "tagline": "Free your mind"}"#
    )

    private static func movie(_ json: String) -> Movie {
        (try? JSONDecoder().decode(Movie.self, from: Data(json.utf8))) ?? { preconditionFailure(json) }()
    }

    /// A source of the two movies on one page, whose first `failures` page loads time out.
    private static func source(failures: Int = 0) -> MoviesSource {
        let calls = Calls()
        return MoviesSource(
            sourceName: "fake",
            page: { number throws(MoviesError) in
                if calls.next() < failures { throw .network(.timeout(seconds: 5)) }
                return Fetched(Movie.Page(movies: [matrix, away], page: number, totalPages: 1, totalResults: 2))
            },
            movie: { id throws(MoviesError) in
                guard id == 603 else { throw .notFound(id: id) }
                return Fetched(fullMatrix)
            })
    }

    private func store(_ source: MoviesSource) -> TestStore<MoviesState, MoviesEvent> {
        TestStore(
            initial: MoviesState(), reduce: MoviesState.reducer.reduce,
            feedbacks: MoviesState.feedbacks(source, scheduler: scheduler), scheduler: scheduler)
    }

    private func appears(_ store: TestStore<MoviesState, MoviesEvent>, generation: Int = 1) {
        store.send(generation == 1 ? .onAppear : .list(.reload)) {
            $0.list.generation = generation
            $0.list.load = $0.list.load.reloading()
            $0.list.pageRequest = PageRequest(page: 0, generation: generation)
        }
        store.expectEffect("list.spinner")
        store.expectEffect("list.pages", PageRequest(page: 0, generation: generation))
    }

    @Test func appearLoadsPageOneAndSelectingAMovieLoadsItsDetail() async {
        let store = store(Self.source())
        #expect(store.state.list.load == .notRequested, "the seed's idle")
        appears(store)
        #expect(store.state.list.load.isLoading, "the seed's loading")
        let request = PageRequest(page: 0, generation: 1)
        await store.receive(
            .onMoviesLoaded(request, ListPage(items: [Self.matrix, Self.away], total: 2, note: "fake"))
        ) {
            $0.list.load = .loaded("fake")
            $0.list.rows.insert([Self.matrix, Self.away], at: 0, total: 2)
            $0.list.pageRequest = nil
        }
        let detail = DetailRequest(item: Self.matrix, generation: 1, waitsForSettling: false)
        store.send(.onSelectMovie) {
            Presentation.reduce(&$0.list.presentation, .open)
            $0.list.detailItem = Self.matrix
            $0.list.detailGeneration = 1
            $0.list.detail = .loading(last: nil)
            $0.list.detailRequest = detail
        }
        store.expectEffect("list.detail", detail)
        await store.receive(.onMovieLoaded(detail, Self.fullMatrix)) {
            $0.list.detailRequest = nil
            $0.list.detail = .loaded(Self.fullMatrix)
        }
        #expect(store.state.list.detail.value?.runtime == 136)
    }

    @Test func aFailedFirstPageIsFailedAndRLoadsItAgain() async {
        let store = store(Self.source(failures: 1))
        appears(store)
        let failure = LoadFailure(message: MoviesError.network(.timeout(seconds: 5)).userMessage, isRetryable: true)
        await store.receive(.onFailedToLoadMovies(PageRequest(page: 0, generation: 1), failure)) {
            $0.list.load = $0.list.load.failing(failure)
            $0.list.pageRequest = nil
        }
        #expect(store.state.list.load.failure == failure, "the seed's failed")
        appears(store, generation: 2)
        await store.receive(
            .onMoviesLoaded(
                PageRequest(page: 0, generation: 2), ListPage(items: [Self.matrix, Self.away], total: 2, note: "fake"))
        ) {
            $0.list.load = .loaded("fake")
            $0.list.rows.insert([Self.matrix, Self.away], at: 0, total: 2)
            $0.list.pageRequest = nil
        }
    }

    /// What the row shows, "The Matrix (1999)": not the genres, which only the detail shows.
    @Test func theFilterSearchesTheTitleAndYearTheRowShows() {
        let matrix = Self.movie(
            #"{"id": 603, "title": "The Matrix", "release_date": "1999-03-30", "genres": [{"id": 28, "name": "Action"}]}"#
        )
        #expect(MoviesState.searchTexts(matrix) == ["The Matrix", "1999"])
        #expect(MoviesState.searchTexts(Self.away).contains("2001"))
        let reduce = MoviesState.reducer.reduce
        var state = MoviesState()
        state.list.rows.insert([matrix, Self.away], at: 0, total: 2)
        state.list.load = .loaded(nil)
        reduce(&state, .list(.openFilter))
        for (text, matches) in [("1999", [0]), ("matrix", [0]), ("action", [])] {
            var field = state.list.filter!.field
            field.selectAll()
            _ = field.paste(text)
            reduce(&state, .list(.editFilter(field)))
            #expect(state.list.filter?.matches == matches, "\(text)")
        }
    }
}

/// Counts calls from any task.
private final class Calls: Sendable {
    private let count = Mutex(0)

    /// The number of calls before this one.
    func next() -> Int {
        count.withLock { value in
            defer { value += 1 }; return value
        }
    }
}
