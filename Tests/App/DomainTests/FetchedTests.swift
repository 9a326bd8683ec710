import Domain
import Foundation
import Testing

@Suite struct FetchedTests {
    @Test func fetchedCarriesFreshness() {
        let since = Date(timeIntervalSince1970: 100)
        let fetched = Fetched(2, freshness: .cached(since: since))
        #expect(fetched.map { $0 * 2 } == Fetched(4, freshness: .cached(since: since)))
        #expect(fetched.freshness.isCached)
        #expect(!Fetched(1).freshness.isCached)
    }
}
