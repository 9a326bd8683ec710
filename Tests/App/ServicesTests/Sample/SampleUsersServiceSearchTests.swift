import Domain
import Foundation
import Testing

@testable import Services

/// The sample service's whole-list search (`SearchableUsersService`), against Foundation's own
/// case-, diacritic- and width-insensitive search over what each user's row shows — the full name
/// (the id without one) and the email — as the oracle, and against `UserFilter` (the page-by-page
/// search) for the scripts Foundation folds otherwise.
@Suite struct SampleUsersServiceSearchTests {
    /// Latin, Greek and Cyrillic queries, parts of emails (the ones with a digit meet a synthetic
    /// user's number); no one holds "xyz", no synthetic user "Example.Org".
    static let latinQueries = [
        "d", "da", "an", "ZOË", "zoe", "de la", "hernandez", "JOSÉ", "Γιώργος", "анна", "xyz", "zoe.smith",
        "@example", "example.com", "ina.", "42", "7@", "h.1", "Example.Org",
    ]
    static let otherQueries = ["山", "民", "محمد", "राहुल", "o'c", " ", ""]

    /// What the row of `user` shows: the name (the id without one), the email.
    private func rowTexts(_ user: User) -> [String] {
        [user.fullName.isEmpty ? user.id : user.fullName] + (user.email.map { [$0] } ?? [])
    }

    /// The positions of the users whose texts Foundation finds `query` in (an empty query matches
    /// everyone).
    private func foundationMatches(_ texts: [[String]], _ query: String) -> [Int] {
        texts.indices.filter { index in
            query.isEmpty
                || texts[index].contains {
                    $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]) != nil
                }
        }
    }

    @Test func syntheticUsersAreSearchedInOnePassAsFoundationSearchesThem() async throws {
        let users = SyntheticUsers(count: 20_000, seed: 3)
        let texts = users.map(rowTexts)
        let service = SampleUsersService(syntheticCount: 20_000, seed: 3)
        let filter = UserFilter(users: users)
        for query in Self.latinQueries {
            let result = try await service.search(query)
            #expect(result.indices == foundationMatches(texts, query), "query \(query)")
            #expect(result.indices.isEmpty == ["xyz", "Example.Org"].contains(query), "query \(query)")
            #expect(result.searchedCount == 20_000)
        }
        for query in Self.latinQueries + Self.otherQueries {
            #expect(try await service.search(query) == filter.matches(query), "query \(query)")
        }
    }

    @Test func theBundledUsersAreSearchedAsFoundationSearchesThem() async throws {
        let service = SampleUsersService()
        let users = try await service.loadPage(0, limit: service.count).value.users
        let texts = users.map(rowTexts)
        for query in Self.latinQueries + ["zoë", "ÅNGSTRÖM", "soren.kierkegaard@", "user.1"] {
            let result = try await service.search(query)
            #expect(result.indices == foundationMatches(texts, query), "query \(query)")
            #expect(result.searchedCount == users.count)
        }
        #expect(try await service.search("zoe").indices.isEmpty == false, "the sample has a Zoë")
        for query in Self.otherQueries {
            #expect(try await service.search(query) == UserFilter(users: users).matches(query), "query \(query)")
        }
    }

    @Test func aMillionSyntheticUsersAreSearchedWithoutBeingMade() async throws {
        let service = SampleUsersService(syntheticCount: 1_000_000, seed: 7)
        let result = try await service.search("Dvořák")
        #expect(result.searchedCount == 1_000_000)
        #expect(result.indices.count > 1_000_000 / 24 / 2, "about one user in 24 has that last name")
        let found = try await service.summaries(at: Array(result.indices.suffix(3)))
        #expect(found.allSatisfy { $0.lastName == "Dvořák" })
        #expect(try await service.search("nobody here").indices.isEmpty)
        #expect(try await service.search("").indices.count == 1_000_000)
    }

    /// The filter matches what the list shows beside the name: "sara.andersen@example.com" is found
    /// by "andersen@", which no name holds.
    @Test func anEmailIsFoundAsTheRowShowsIt() async throws {
        let bundled = SampleUsersService()
        let sara = try await bundled.search("andersen@example")
        #expect(try await bundled.summaries(at: sara.indices).map(\.id) == ["sample-0001"])
        let synthetic = SampleUsersService(syntheticCount: 100, seed: 3)
        let user42 = try await synthetic.search(".42@example.com")
        #expect(try await synthetic.summaries(at: user42.indices).map(\.id) == ["synthetic-42"])
        // User 49 has no email (one in ten has no details): its number is not on its row.
        #expect(try await synthetic.search(".49@").indices.isEmpty)
    }

    @Test func aCancelledSearchStops() async throws {
        let service = SampleUsersService(syntheticCount: 1_000_000, seed: 7)
        let search = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await service.search("a")
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
