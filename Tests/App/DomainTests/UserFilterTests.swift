import Domain
import Testing

@Suite struct UserFilterTests {
    private let names = [
        "Zoë Saldaña", "José Núñez", "Søren Kierkegaard", "ZOE SMITH", "太郎 山田", "花子 佐藤",
        "محمد العلي", "Дмитрий Иванов", "राहुल शर्मा", "Ångström Öberg", "Friedrich-Karl Brand", "Łukasz Wiśniewski",
    ]

    private func matchedNames(_ query: String) -> [String] {
        UserFilter(names: names).matches(query).indices.map { names[$0] }
    }

    @Test func ignoresCaseAndAccents() {
        #expect(matchedNames("zoe") == ["Zoë Saldaña", "ZOE SMITH"])
        #expect(matchedNames("ZOË") == ["Zoë Saldaña", "ZOE SMITH"])
        #expect(matchedNames("nunez") == ["José Núñez"])
        #expect(matchedNames("angstrom ob") == ["Ångström Öberg"])
        #expect(matchedNames("дмитрий") == ["Дмитрий Иванов"])
        #expect(matchedNames("saldana") == ["Zoë Saldaña"])
    }

    @Test func matchesSubstringsAnywhereIncludingCJK() {
        #expect(matchedNames("山田") == ["太郎 山田"])
        #expect(matchedNames("佐") == ["花子 佐藤"])
        #expect(matchedNames("العلي") == ["محمد العلي"])
        #expect(matchedNames("शर्मा") == ["राहुल शर्मा"])
        #expect(matchedNames("karl b") == ["Friedrich-Karl Brand"])
        #expect(matchedNames("xyz").isEmpty)
        #expect(matchedNames("").count == names.count)
    }

    /// Users are found by what their row shows: the name, the id when there is no name, the email;
    /// never by a query across the name and the email.
    @Test func usersAreFoundByTheirNameOrIdAndTheirEmail() {
        let users = [
            User(id: "a1", firstName: "Zoë", lastName: "Saldaña", email: "Zoe.Saldana@Example.net"),
            User(id: "b2", firstName: "", lastName: "", email: "nameless@example.org"),
            User(id: "c3", firstName: "José", lastName: "Núñez"),
        ]
        let filter = UserFilter(users: users)
        #expect(filter.matches("zoe.saldana@").indices == [0])
        #expect(filter.matches("example").indices == [0, 1])
        #expect(filter.matches("b2").indices == [1], "a row without a name shows the id")
        #expect(filter.matches("c3").indices.isEmpty, "a row with a name does not show the id")
        #expect(filter.matches("saldaña zoe").indices.isEmpty)
        #expect(filter.matches("saldana zoe.saldana").indices.isEmpty, "not across the name and the email")
        #expect(UserFilter.searchedText(id: "c3", fullName: "José Núñez", email: nil) == "jose nunez")
    }

    @Test func narrowingGivesTheSameAnswerAsFromScratch() {
        let filter = UserFilter(
            users: (0..<2_000).map { index in
                User(id: "\(index)", firstName: names[index % names.count], lastName: "\(index)")
            })
        for word in ["zoë saldaña 1", "søren k", "太郎 山田 19", "lukasz wis", "ÅNGSTRÖM"] {
            var previous = filter.matches("")
            for length in 1...word.count {
                let query = String(word.prefix(length))
                let narrowed = filter.narrowing(previous, to: query)
                #expect(narrowed == filter.matches(query), "query \(query)")
                previous = narrowed
            }
        }
    }

    @Test func narrowingFromAnUnrelatedQuerySearchesAgain() {
        let filter = UserFilter(names: names)
        let zoe = filter.matches("zoe")
        #expect(filter.narrowing(zoe, to: "jos") == filter.matches("jos"))
        #expect(filter.narrowing(zoe, to: "zo") == filter.matches("zo"))
    }

    @Test func appendedPagesAreSearchedWhenNarrowing() {
        var filter = UserFilter(names: ["Anna Berg", "Bob Stone"])
        let before = filter.matches("an")
        filter.reserveCapacity(1_000)
        filter.append(names: ["Hanna Lind", "Carl Sand"])
        let after = filter.narrowing(before, to: "ann")
        #expect(after.indices == [0, 2])
        #expect(after == filter.matches("ann"))
        #expect(filter.count == 4)
    }

}
