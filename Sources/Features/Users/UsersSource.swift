import Domain
import DomainText
import FoundationEssentials
import ListDetail
import ViewModelCore

/// The Users section's hooks on a `UsersService`: pages of `pageSize` summaries by index, the full
/// record of one, and, from a service that holds its whole list (`SearchableUsersService`), the
/// filter's matches over all of it and the users at any positions. Each notes where its answer came from and says a failure in
/// one line.
public struct UsersSource: Sendable {
    /// Where the users come from.
    public let service: any UsersService
    /// Users per page, as the component asks for them.
    public let pageSize: Int
    /// Where "offline — data from 10:42" is told.
    public let timeZone: TimeZoneRules
    /// How dates and times are written.
    public let locale: TextLocale

    /// Hooks on `service`, `pageSize` users a page, cache times told in `timeZone` as `locale` writes them.
    public init(
        service: any UsersService, pageSize: Int = 50, timeZone: TimeZoneRules = .current,
        locale: TextLocale = .current
    ) {
        self.service = service
        self.pageSize = max(1, pageSize)
        self.timeZone = timeZone
        self.locale = locale
    }

    /// True when the service searches its whole list: the filter asks it, not the loaded pages.
    public var searchesWholeList: Bool { service is any SearchableUsersService }

    /// Page `index` of the list: the users from `index × pageSize` on, noted with the source (and
    /// "offline — data from …" from the cache). A service that pages by another size (a server's
    /// cap) is asked for the pages of its own that hold those rows, so any page can still be
    /// loaded on its own (End, a jump).
    public func page(_ index: Int) async throws(LoadFailure) -> ListPage<UserSummary> {
        do throws(UsersError) {
            let first = try await service.loadPage(index, limit: pageSize)
            let size = first.value.limit
            guard size != pageSize, size > 0 else { return listPage(index, of: [first], dropping: 0) }
            let start = index * pageSize
            var fetched: [Fetched<UserPage>] = []
            for page in (start / size)...((start + pageSize - 1) / size) {
                let answer = try await service.loadPage(page, limit: size)
                fetched.append(answer)
                if answer.value.users.count < size { break }
            }
            return listPage(index, of: fetched, dropping: start % size)
        } catch {
            throw LoadFailure(error)
        }
    }

    /// The full record of the user `summary` stands for.
    public func record(of summary: UserSummary) async throws(LoadFailure) -> Fetched<User> {
        do throws(UsersError) { return try await service.loadUser(id: summary.id) } catch { throw LoadFailure(error) }
    }

    /// Every position whose name matches the request's text in the whole list, with the users of
    /// the matches around the one it keeps selected.
    public func search(_ request: SearchRequest) async throws(LoadFailure) -> ListSearch<UserSummary> {
        guard let service = service as? any SearchableUsersService else { return ListSearch(indices: []) }
        let indices: [Int]
        do throws(UsersError) { indices = try await service.search(request.query).indices } catch {
            throw LoadFailure(error)
        }
        return ListSearch(indices: indices, items: try await users(at: Array(request.wantedRows(of: indices))))
    }

    /// The users at `positions` of the whole list, by position.
    public func users(at positions: [Int]) async throws(LoadFailure) -> [Int: UserSummary] {
        guard let service = service as? any SearchableUsersService, !positions.isEmpty else { return [:] }
        do throws(UsersError) {
            let users = try await service.summaries(at: positions)
            return Dictionary(zip(positions, users), uniquingKeysWith: { first, _ in first })
        } catch {
            throw LoadFailure(error)
        }
    }

    /// Page `index`: the rows of `fetched` after the first `skipped`, a page's worth, noted with the source's
    /// name and "offline — data from 10:42" when any came from the cache; the total lowered to
    /// where they end when they fall short of it.
    private func listPage(_ index: Int, of fetched: [Fetched<UserPage>], dropping skipped: Int) -> ListPage<UserSummary>
    {
        let users = fetched.flatMap(\.value.users).dropFirst(skipped).prefix(pageSize)
        let cached = fetched.first { $0.freshness.isCached }?.freshness
        let note = [service.sourceName, cached?.offlineNote(in: timeZone, locale: locale)].compactMap { $0 }.joined(
            separator: " · ")
        // A page short of the total says where the list ends (a provider whose total overstates it).
        let end = index * pageSize + users.count
        let total = fetched.last?.value.total.map { users.count < pageSize && end < $0 ? end : $0 }
        return ListPage(items: users.map(UserSummary.init), total: total, note: note)
    }
}
