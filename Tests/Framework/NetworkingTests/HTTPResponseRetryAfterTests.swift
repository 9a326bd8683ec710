import Foundation
import Networking
import Testing

/// `HTTPResponse.retryAfterSeconds(now:)`: `Retry-After` in seconds or as an HTTP-date.
@Suite struct HTTPResponseRetryAfterTests {
    private let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18T11:06:40Z

    private func response(_ value: String?) -> HTTPResponse {
        HTTPResponse(status: 429, headers: value.map { ["retry-after": $0] } ?? [:], body: Data())
    }

    @Test func delaySeconds() {
        #expect(response("3600").retryAfterSeconds(now: now) == 3600)
        #expect(response(" 0 ").retryAfterSeconds(now: now) == 0)
        #expect(response("99999999999999999999").retryAfterSeconds(now: now) == 999_999_999)
    }

    @Test func httpDatesInEachForm() {
        #expect(response("Wed, 18 Nov 2026 12:06:40 GMT").retryAfterSeconds(now: now) == 3600)
        #expect(response("Wednesday, 18-Nov-26 11:07:40 GMT").retryAfterSeconds(now: now) == 60)
        #expect(response("Wed Nov 18 11:06:50 2026").retryAfterSeconds(now: now) == 10)
        #expect(response("Tue, 17 Nov 2026 11:06:40 GMT").retryAfterSeconds(now: now) == 0)
    }

    /// Issue 28: HTTP-dates are read by hand (no DateFormatter): the asctime form pads a one-digit
    /// day with a space, a leap day exists only in leap years, RFC 850's two-digit year 94 is 1994, and
    /// a day, hour or month that does not exist makes the header unreadable rather than a guess.
    @Test func httpDatesAreReadStrictly() {
        let early = Date(timeIntervalSince1970: 0)
        #expect(response("Sun Nov  6 08:49:37 1994").retryAfterSeconds(now: early) == 784_111_777)
        #expect(response("Sunday, 06-Nov-94 08:49:37 GMT").retryAfterSeconds(now: early) == 784_111_777)
        #expect(response("Sun, 06 Nov 1994 08:49:37 GMT").retryAfterSeconds(now: early) == 784_111_777)
        #expect(response("Thu, 29 Feb 2028 00:00:00 GMT").retryAfterSeconds(now: now) == 40_395_200)
        #expect(response("Sun, 29 Feb 2027 00:00:00 GMT").retryAfterSeconds(now: now) == nil)
        #expect(response("Wed, 18 Nov 2026 24:00:00 GMT").retryAfterSeconds(now: now) == nil)
        #expect(response("Wed, 18 Foo 2026 12:06:40 GMT").retryAfterSeconds(now: now) == nil)
        #expect(response("Wed, 18 Nov 2026 12:06:40 CET").retryAfterSeconds(now: now) == nil)
        #expect(response("Wed, 18 Nov 2026 12:06 GMT").retryAfterSeconds(now: now) == nil)
    }

    @Test func missingOrUnreadableIsNil() {
        #expect(response(nil).retryAfterSeconds(now: now) == nil)
        #expect(response("soon").retryAfterSeconds(now: now) == nil)
        #expect(response("-5").retryAfterSeconds(now: now) == nil)
    }
}
