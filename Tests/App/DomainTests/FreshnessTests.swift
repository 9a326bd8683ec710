import Domain
import DomainText
import Foundation
import Testing

/// The one offline note every screen shows for cached data.
@Suite struct FreshnessTests {
    @Test func cachedDataSaysSinceWhenInTheTimeZoneGivenAndLiveDataSaysNothing() throws {
        let since = Date(timeIntervalSince1970: 1_795_000_000)  // 11:06:40 UTC
        let paris = try #require(TimeZoneRules(identifier: "Europe/Paris"))
        #expect(Freshness.cached(since: since).offlineNote(in: .gmt, locale: .posix) == "offline — data from 11:06")
        #expect(Freshness.cached(since: since).offlineNote(in: paris, locale: .posix) == "offline — data from 12:06")
        #expect(
            Freshness.cached(since: since).offlineNote(in: .gmt, locale: .posix, zoneName: "your time")
                == "offline — data from 11:06 your time")
        #expect(Freshness.live.offlineNote(in: .gmt, locale: .posix) == nil)
    }
}
