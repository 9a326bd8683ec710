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

    @Test func missingOrUnreadableIsNil() {
        #expect(response(nil).retryAfterSeconds(now: now) == nil)
        #expect(response("soon").retryAfterSeconds(now: now) == nil)
        #expect(response("-5").retryAfterSeconds(now: now) == nil)
    }
}
