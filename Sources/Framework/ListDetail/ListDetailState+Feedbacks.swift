import PubSub
import ViewModelCore

extension ListDetailState {
    /// How long the detail beside the list waits for the selection to rest before it asks the
    /// detail hook, in seconds: scrolling fast past it starts one request, not one per row.
    public static var detailDebounceSeconds: Double { 0.15 }

    /// The component's feedbacks, around the section's hooks: "pages" runs `pageRequest` with
    /// `loadPage` (latest only, at the end of the turn, so a burst of keys loads only the page it
    /// ends on); "detail" runs `detailRequest` with `loadDetail`, after `detailDebounceSeconds`
    /// when it follows the selection; "search" runs `searchRequest` with `search`, latest only;
    /// "items" runs `itemsRequest` with `loadItems`, latest only; "spinner" ticks while the first
    /// page loads with nothing to show. A section nests them in
    /// its own store with `Store.Feedback.scope`.
    /// - Parameters:
    ///   - scheduler: where answers and ticks are delivered (the main loop).
    ///   - loadPage: the page hook: page `n`'s rows, or the failure to show.
    ///   - loadDetail: the detail hook, for a state made with `loadsDetail`.
    ///   - search: the search hook, for a state made with `searchesWholeList`: the rows of the
    ///     whole list that match a text, with the items of those around the row it keeps.
    ///   - loadItems: the items hook, for a state made with `loadsItems`: the items at some
    ///     indices of the whole list.
    @inlinable
    public static func feedbacks<S: Scheduler>(
        scheduler: S,
        loadPage: @escaping @Sendable (Int) async throws(LoadFailure) -> ListPage<Item>,
        loadDetail: (@Sendable (Item) async throws(LoadFailure) -> Detail)? = nil,
        search: (@Sendable (SearchRequest) async throws(LoadFailure) -> ListSearch<Item>)? = nil,
        loadItems: (@Sendable ([Int]) async throws(LoadFailure) -> [Int: Item])? = nil
    ) -> [Store<Self, Event>.Feedback] {
        var feedbacks: [Store<Self, Event>.Feedback] = [
            .request("pages", of: \.pageRequest, scheduler: scheduler) { request in
                do throws(LoadFailure) {
                    return .pageLoaded(request, try await loadPage(request.page))
                } catch {
                    return .pageFailed(request, error)
                }
            },
            .timer(
                "spinner", every: .milliseconds(100),
                while: { $0.animates && $0.showsSpinner && $0.pageRequest != nil },
                scheduler: scheduler, sending: .spinnerTick),
        ]
        if let search {
            feedbacks.append(
                .request("search", of: \.searchRequest, scheduler: scheduler) { request in
                    do throws(LoadFailure) {
                        return .searched(request, try await search(request))
                    } catch {
                        return .searchFailed(request, error)
                    }
                })
        }
        if let loadItems {
            feedbacks.append(
                .request("items", of: \.itemsRequest, scheduler: scheduler) { request in
                    do throws(LoadFailure) {
                        return .itemsLoaded(request, try await loadItems(request.indices))
                    } catch {
                        return .itemsFailed(request, error)
                    }
                })
        }
        if let loadDetail {
            feedbacks.append(
                .request(
                    "detail", of: \.detailRequest,
                    debounce: { $0.waitsForSettling ? .seconds(detailDebounceSeconds) : nil }, scheduler: scheduler
                ) { request in
                    do throws(LoadFailure) {
                        return .detailLoaded(request, try await loadDetail(request.item))
                    } catch {
                        return .detailFailed(request, error)
                    }
                })
        }
        return feedbacks
    }
}
