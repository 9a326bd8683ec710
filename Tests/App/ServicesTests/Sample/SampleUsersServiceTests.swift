import Domain
import Foundation
import Testing

@testable import Services

@Suite struct SampleUsersServiceTests {
    private func allBundledUsers() async throws -> [User] {
        try await SampleUsersService().loadPage(0, limit: 10_000).value.users
    }

    /// Each country a sample person lives in, as the file names it, with its calling code (ITU-T
    /// E.164; Wales's is the United Kingdom's).
    private static let callingCodes: [String: String] = [
        "Algérie": "213", "Aotearoa New Zealand": "64", "Argentina": "54", "Australia": "61", "Brasil": "55",
        "Brazil": "55", "Canada": "1", "Colombia": "57", "Cymru": "44", "Denmark": "45", "Finland": "358",
        "France": "33", "Germany": "49", "Ghana": "233", "Iceland": "354", "India": "91", "Indonesia": "62",
        "Italia": "39", "Japan": "81", "Kenya": "254", "Malaysia": "60", "Maroc": "212", "México": "52",
        "Nederland": "31", "Netherlands": "31", "New Zealand": "64", "Nigeria": "234", "Norge": "47",
        "Paraguay": "595", "Perú": "51", "Philippines": "63", "Poland": "48", "România": "40", "Singapore": "65",
        "South Africa": "27", "Spain": "34", "Sweden": "46", "Tonga": "676", "Turkey": "90", "United States": "1",
        "Vietnam": "84", "Éire": "353", "Česko": "420", "Ελλάδα": "30", "Монгол Улс": "976", "Россия": "7",
        "Србија": "381", "Україна": "380", "ישראל": "972", "الإمارات": "971", "السعودية": "966", "ایران": "98",
        "مصر": "20", "پاکستان": "92", "नेपाल": "977", "भारत": "91", "ประเทศไทย": "66", "საქართველო": "995",
        "ኢትዮጵያ": "251", "中国": "86", "台灣": "886", "日本": "81", "香港": "852", "대한민국": "82",
    ]

    /// Issue 26: a Dane on "Ulitsa Lenina" in a Norwegian town with a phone code that does not
    /// exist. Each person's number starts with the calling code of the country they live in, and
    /// no street is in another person's country.
    @Test func everyPersonsPhoneAndStreetBelongToTheirCountry() async throws {
        let users = try await allBundledUsers()
        var countryOfStreet: [String: String] = [:]
        for user in users {
            guard let country = user.location?.country else { continue }
            let code = try #require(Self.callingCodes[country], "\(user.id): \(country)")
            if let phone = user.phone {
                #expect(phone.hasPrefix("+\(code) "), "\(user.id) in \(country): \(phone)")
            }
            if let street = user.location?.street {
                let name = street.filter { !$0.isNumber }.trimmingCharacters(
                    in: .whitespaces.union(.punctuationCharacters))
                #expect(countryOfStreet[name, default: country] == country, "\(user.id): \(street) in \(country)")
                countryOfStreet[name] = country
            }
        }
        #expect(users.first { $0.id == "sample-0001" }?.location?.city == "Aalborg", "Sara Andersen lives in Denmark")
    }

    @Test func bundlesAtLeastAHundredVariedUsers() async throws {
        let service = SampleUsersService()
        let users = try await allBundledUsers()
        let names = users.map(\.fullName)

        #expect(service.sourceName == "sample data")
        #expect(users.count >= 100)
        #expect(Set(users.map(\.id)).count == users.count)
        let scripts: [(String, ClosedRange<UInt32>)] = [
            ("CJK", 0x4E00...0x9FFF), ("Hangul", 0xAC00...0xD7AF), ("Arabic", 0x0600...0x06FF),
            ("Cyrillic", 0x0400...0x04FF), ("Devanagari", 0x0900...0x097F), ("Greek", 0x0370...0x03FF),
            ("Latin accents", 0x00C0...0x024F),
        ]
        for (script, range) in scripts {
            #expect(names.contains { $0.unicodeScalars.contains { range.contains($0.value) } }, "no \(script) name")
        }
        #expect(names.contains { $0.count > 60 }, "no very long name")
        #expect(users.contains { $0.phone == nil })
        #expect(users.contains { $0.location == nil })
        #expect(users.contains { $0.email == nil })
        #expect(users.contains { $0.dateOfBirth == nil })
        #expect(users.contains { $0.title == nil })
        #expect(users.allSatisfy { $0.registerDate != nil })
    }

    @Test func pagesOverTheBundledUsers() async throws {
        let service = SampleUsersService()
        let total = service.count
        let first = try await service.loadPage(0, limit: 20).value
        #expect(first.users.count == 20)
        #expect(first.total == total)
        #expect(first.hasMore)

        let lastIndex = (total - 1) / 20
        let last = try await service.loadPage(lastIndex, limit: 20).value
        #expect(last.users.count == total - lastIndex * 20)
        #expect(!last.hasMore)
        #expect(try await service.loadPage(lastIndex + 1, limit: 20).value.users.isEmpty)
        await #expect(throws: UsersError.invalidParameters) { try await service.loadPage(-1, limit: 20) }
    }

    @Test func loadsOneUserByID() async throws {
        let service = SampleUsersService()
        let user = try await service.loadUser(id: "sample-0016").value
        #expect(user.fullName == "太郎 山田")
        #expect(user.location?.city == "東京")
        await #expect(throws: UsersError.notFound(id: "nobody")) { try await service.loadUser(id: "nobody") }
    }

    @Test func syntheticUsersAreDeterministicAndCheap() async throws {
        let million = SampleUsersService(syntheticCount: 1_000_000, seed: 7)
        let again = SampleUsersService(syntheticCount: 1_000_000, seed: 7)
        let other = SampleUsersService(syntheticCount: 1_000_000, seed: 8)

        let page = try await million.loadPage(49_999, limit: 20).value
        #expect(page.users.count == 20)
        #expect(page.total == 1_000_000)
        #expect(!page.hasMore)
        #expect(page.users.first?.id == "synthetic-999980")
        #expect(try await again.loadPage(49_999, limit: 20).value == page)
        #expect(try await other.loadPage(49_999, limit: 20).value != page)
        #expect(try await million.loadUser(id: "synthetic-999999").value == page.users.last)
        await #expect(throws: UsersError.notFound(id: "synthetic-1000000")) {
            try await million.loadUser(id: "synthetic-1000000")
        }
    }

    @Test func syntheticUsersVaryAndSometimesLackDetails() {
        let users = SyntheticUsers(count: 1_000, seed: 1)
        #expect(Set(users.map(\.fullName)).count > 300)
        #expect(users.contains { $0.email == nil })
        #expect(users.contains { $0.firstName.unicodeScalars.contains { $0.value > 0x3000 } })
        #expect(users[123] == users[123])
        #expect(users.index(of: "synthetic-123") == 123)
        #expect(users.index(of: "synthetic-x") == nil)
    }
}
