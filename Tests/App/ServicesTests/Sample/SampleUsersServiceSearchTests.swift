import Domain
import Foundation
import Testing

@testable import Services

/// The sample service's whole-list search (`SearchableUsersService`), against Foundation's own
/// case-, diacritic- and width-insensitive search over every user's full name as the oracle, and
/// against `UserFilter` (the page-by-page search) for the scripts Foundation folds otherwise.
@Suite struct SampleUsersServiceSearchTests {
    /// Latin, Greek and Cyrillic queries; no synthetic name holds "da" or "xyz".
    static let latinQueries = ["d", "da", "an", "ZOË", "zoe", "de la", "hernandez", "JOSÉ", "Γιώργος", "анна", "xyz"]
    static let otherQueries = ["山", "民", "محمد", "राहुल", "o'c", " ", ""]

    /// The positions of `names` Foundation finds `query` in (an empty query matches every name).
    private func foundationMatches(_ names: [String], _ query: String) -> [Int] {
        names.indices.filter { index in
            query.isEmpty
                || names[index].range(of: query, options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive])
                    != nil
        }
    }

    @Test func syntheticUsersAreSearchedInOnePassAsFoundationSearchesThem() async throws {
        let users = SyntheticUsers(count: 20_000, seed: 3)
        let names = users.map(\.fullName)
        let service = SampleUsersService(syntheticCount: 20_000, seed: 3)
        let filter = UserFilter(users: users)
        for query in Self.latinQueries {
            let result = try await service.searchNames(query)
            #expect(result.indices == foundationMatches(names, query), "query \(query)")
            #expect(result.indices.isEmpty == ["da", "xyz"].contains(query), "query \(query)")
            #expect(result.searchedCount == 20_000)
        }
        for query in Self.latinQueries + Self.otherQueries {
            #expect(try await service.searchNames(query) == filter.matches(query), "query \(query)")
        }
    }

    @Test func theBundledUsersAreSearchedAsFoundationSearchesThem() async throws {
        let service = SampleUsersService()
        let users = try await service.loadPage(0, limit: service.count).value.users
        let names = users.map(\.fullName)
        for query in Self.latinQueries + ["zoë", "ÅNGSTRÖM"] {
            let result = try await service.searchNames(query)
            #expect(result.indices == foundationMatches(names, query), "query \(query)")
            #expect(result.searchedCount == users.count)
        }
        #expect(try await service.searchNames("zoe").indices.isEmpty == false, "the sample has a Zoë")
        for query in Self.otherQueries {
            #expect(try await service.searchNames(query) == UserFilter(users: users).matches(query), "query \(query)")
        }
    }

    @Test func aMillionSyntheticUsersAreSearchedWithoutBeingMade() async throws {
        let service = SampleUsersService(syntheticCount: 1_000_000, seed: 7)
        let result = try await service.searchNames("Dvořák")
        #expect(result.searchedCount == 1_000_000)
        #expect(result.indices.count > 1_000_000 / 24 / 2, "about one user in 24 has that last name")
        let found = try await service.summaries(at: Array(result.indices.suffix(3)))
        #expect(found.allSatisfy { $0.lastName == "Dvořák" })
        #expect(try await service.searchNames("nobody here").indices.isEmpty)
        #expect(try await service.searchNames("").indices.count == 1_000_000)
    }

    @Test func aCancelledSearchStops() async throws {
        let service = SampleUsersService(syntheticCount: 1_000_000, seed: 7)
        let search = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await service.searchNames("a")
        }
        await #expect(throws: UsersError.cancelled) { try await search.value }
    }

    @Test func summariesComeInTheOrderAskedAndOnlyFromTheList() async throws {
        let users = SyntheticUsers(count: 500, seed: 3)
        let service = SampleUsersService(syntheticCount: 500, seed: 3)
        #expect(try await service.summaries(at: [499, 0, 250]) == [499, 0, 250].map { UserSummary(users[$0]) })
        #expect(try await service.summaries(at: []).isEmpty)
        await #expect(throws: UsersError.invalidParameters) { try await service.summaries(at: [0, 500]) }
        await #expect(throws: UsersError.invalidParameters) { try await service.summaries(at: [-1]) }

        let listed = SampleUsersService(users: Array(users.prefix(3)))
        #expect(try await listed.summaries(at: [2]) == [UserSummary(users[2])])
    }
}
