import Domain
import DomainText
import Foundation
import Testing

@Suite struct UsersValuesTests {
    @Test func namesAndInitials() {
        let user = User(id: "1", title: "ms", firstName: "Sara", lastName: "Andersen")
        #expect(user.fullName == "Sara Andersen")
        #expect(user.displayTitle == "Ms")
        #expect(user.initials == "SA")
        let single = User(id: "2", title: "", firstName: "", lastName: "山田")
        #expect(single.fullName == "山田")
        #expect(single.displayTitle == nil)
        #expect(single.initials == "山")
    }

    /// Issue 29: initials are the first letters (category L), not the first characters.
    @Test func initialsAreLettersNotControlsMarksOrDigits() {
        #expect(User(id: "1", firstName: "\u{1}Emma", lastName: "\u{0301}Östlund").initials == "EÖ")
        #expect(User(id: "2", firstName: "3lena", lastName: "(Jo)").initials == "LJ")
        #expect(User(id: "3", firstName: "ǆemal", lastName: "łukasz").initials == "ǄŁ")
        #expect(User(id: "4", firstName: "\u{7}", lastName: "").initials == "")
    }

    @Test func summariesKeepWhatTheListShowsAndPreviewIt() {
        let user = User(
            id: "7", title: "ms", firstName: "Sara", lastName: "Andersen", email: "sara@example.com", phone: "+45 1",
            location: UserLocation(street: "Nørregade 1", city: "København", country: "Denmark"))
        let summary = UserSummary(user)
        #expect(
            summary
                == UserSummary(
                    id: "7", title: "ms", firstName: "Sara", lastName: "Andersen", email: "sara@example.com",
                    city: "København"))
        #expect(summary.fullName == "Sara Andersen")
        #expect(
            summary.preview
                == User(
                    id: "7", title: "ms", firstName: "Sara", lastName: "Andersen", email: "sara@example.com",
                    location: UserLocation(city: "København")))
        #expect(UserSummary(User(id: "8", firstName: "", lastName: "山田")).preview.location == nil)
    }

    @Test func pagesKnowWhenMoreMayFollow() {
        let user = User(id: "1", firstName: "A", lastName: "B")
        #expect(UserPage(users: [user], page: 0, limit: 1, total: 99).hasMore)
        #expect(!UserPage(users: [user], page: 98, limit: 1, total: 99).hasMore)
        #expect(!UserPage(users: [], page: 10, limit: 10, total: 99).hasMore)
        #expect(UserPage(users: [user], page: 0, limit: 1, total: nil).hasMore)
        #expect(!UserPage(users: [user], page: 0, limit: 5, total: nil).hasMore)
    }

    @Test func addressOnOneLine() {
        #expect(
            UserLocation(street: "9614, Søndermarksvej", city: "Kongsvinger", country: "Denmark").singleLine
                == "9614, Søndermarksvej, Kongsvinger, Denmark")
        #expect(UserLocation(timezone: "-9:00").singleLine == nil)
    }

    @Test func errorMessagesSayWhatToDo() {
        #expect(
            UsersError.appIDRejected(origin: .environment(variable: "DUMMYAPI_APP_ID")).userMessage
                == "DummyAPI rejected the app id set in DUMMYAPI_APP_ID — check it")
        #expect(UsersError.appIDMissing.userMessage.contains("DUMMYAPI_APP_ID"))
        #expect(UsersError.notFound(id: "42").userMessage == "No user with id 42")
        #expect(
            UsersError.timeout(seconds: 10).userMessage == "No answer within 10 s — the server is slow or unreachable")
        #expect(
            UsersError.tooLarge(limitBytes: 10_000_000).userMessage
                == "The users server sent more than 10 MB — tern refused the answer")
        #expect(
            WeatherError.tooLarge(limitBytes: 5_000).userMessage
                == "The weather server sent more than 5 kB — tern refused the answer")
        #expect(!UsersError.tooLarge(limitBytes: 1).isRetryable)
        #expect(UsersError.unreachable(host: "dummyapi.io").isRetryable)
        #expect(!UsersError.appIDRejected(origin: .environment(variable: "DUMMYAPI_APP_ID")).isRetryable)
    }

    @Test func humanDates() {
        let registered = Date(timeIntervalSince1970: 1_624_309_327)  // 2021-06-21T21:02:07Z
        #expect(TextLocale.posix.dayAndTime(registered, in: .gmt) == "21 Jun 2021, 21:02")
        #expect(TextLocale.posix.dayAndTime(registered, in: .fixed(secondsFromGMT: 9 * 3600)) == "22 Jun 2021, 06:02")
        #expect(TextLocale.posix.day(registered, in: .fixed(secondsFromGMT: -10 * 3600)) == "21 Jun 2021")
        #expect(TextLocale.posix.time(registered, utcOffsetSeconds: 3600) == "22:02")
    }
}
