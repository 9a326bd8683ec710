import Domain
import DomainTestSupport
import Foundation
import ListDetail
import Testing
import ViewModelCore

@testable import Users

/// The Users hooks on a service: pages by index whatever page size the server keeps to, the
/// source and the offline note with every page, failures in one line.
@Suite struct UsersSourceTests {
    private static func users(_ range: Range<Int>) -> [User] {
        range.map { User(id: "u\($0)", firstName: "Person", lastName: "\($0)") }
    }

    private static func page(_ page: Int, limit: Int, total: Int = 200, cachedAt: Date? = nil) -> Fetched<UserPage> {
        let users = users(page * limit..<min(total, page * limit + limit))
        return Fetched(
            UserPage(users: users, page: page, limit: limit, total: total), freshness: Freshness(cachedAt: cachedAt))
    }

    @Test func aPageIsTheServicesPageWithTheSourceNamed() async throws {
        let service = FakeUsersService()
        service.expectPage(1, .success(Self.page(1, limit: 50)))
        let page = try await UsersSource(service: service, pageSize: 50, timeZone: .gmt, locale: .posix).page(1)
        #expect(page.items.map(\.id) == (50..<100).map { "u\($0)" })
        #expect(page.total == 200)
        #expect(page.note == "fake data")
        #expect(service.calls == [.page(1, limit: 50)])
    }

    /// A server that keeps to 20 a page (DummyAPI's cap, say) is asked for the pages of its own
    /// that hold rows 50–99, so page 1 of 50 is still those rows — loaded on its own, as End does.
    @Test func aServerThatPagesByAnotherSizeIsAskedForThePagesHoldingTheRows() async throws {
        let service = FakeUsersService()
        service.expectPage(1, .success(Self.page(1, limit: 20)))
        for page in 2...4 { service.expectPage(page, .success(Self.page(page, limit: 20))) }
        let page = try await UsersSource(service: service, pageSize: 50, timeZone: .gmt, locale: .posix).page(1)
        #expect(page.items.map(\.id) == (50..<100).map { "u\($0)" })
        #expect(service.calls == [.page(1, limit: 50), .page(2, limit: 20), .page(3, limit: 20), .page(4, limit: 20)])
    }

    @Test func aPageFromTheOfflineCacheSaysSoAndAFailureIsOneLine() async throws {
        let service = FakeUsersService()
        service.expectPage(0, .success(Self.page(0, limit: 50, cachedAt: Date(timeIntervalSince1970: 38_520))))
        service.expectPage(1, .failure(.unreachable(host: "dummyapi.io")))
        let source = UsersSource(service: service, pageSize: 50, timeZone: .gmt, locale: .posix)
        #expect(try await source.page(0).note == "fake data · offline — data from 10:42")
        await #expect(throws: LoadFailure(UsersError.unreachable(host: "dummyapi.io"))) { try await source.page(1) }
    }

    @Test func theSearchBringsTheUsersAroundTheOneItKeeps() {
        let request = SearchRequest(query: "x", keeping: 40, reach: 1, generation: 1)
        #expect(request.wantedRows(of: [3, 10, 40, 41, 90]) == [10, 40, 41])
        #expect(SearchRequest(query: "x", keeping: 7, reach: 1, generation: 1).wantedRows(of: [3, 10, 40]) == [3, 10])
    }
}
