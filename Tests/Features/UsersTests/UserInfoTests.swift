import Domain
import DomainText
import Foundation
import Testing
import Users

/// The sheet's dates in the user's locale: the date of birth a calendar day (in UTC), the
/// registration a moment in the user's time zone, both as the locale writes them.
@Suite struct UserInfoTests {
    private static let user = User(
        id: "u1", firstName: "Ada", lastName: "Lovelace",
        dateOfBirth: Date(timeIntervalSince1970: 830_892_409),  // 1996-04-30T19:26:49Z
        registerDate: Date(timeIntervalSince1970: 1_624_309_327))  // 2021-06-21T21:02:07Z

    private static func value(_ label: String, in locale: TextLocale) -> String? {
        user.infoFields(in: .fixed(secondsFromGMT: 3_600), locale: locale).first { $0.label == label }?.value
    }

    @Test func datesFollowTheLocale() throws {
        #expect(Self.value("Date of birth", in: .posix) == "30 Apr 1996")
        #expect(Self.value("Registered", in: .posix) == "21 Jun 2021, 22:02")
        let german = TextLocale(time: "de_DE.UTF-8", numeric: "de_DE.UTF-8")
        try #require(german.timeName == "de_DE.UTF-8", "`make deps` installs locales-all")
        #expect(Self.value("Date of birth", in: german) == "30. Apr 1996")
        #expect(Self.value("Registered", in: german) == "21. Jun 2021 22:02")
        let american = TextLocale(time: "en_US.UTF-8", numeric: "en_US.UTF-8")
        #expect(Self.value("Date of birth", in: american) == "Apr 30 1996")
        #expect(Self.value("Registered", in: american) == "Jun 21 2021 10:02 PM")
    }
}
