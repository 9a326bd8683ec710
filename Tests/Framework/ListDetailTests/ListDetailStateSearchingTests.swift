import Foundation
import ListDetail
import Testing
import ViewModelCore
import Widgets

/// The filter of `reducer(searching:)`: an item matches when one of its texts holds the query as
/// people type it, whatever the case, accents or normal form (TextFolding's own tests check the
/// folding against Foundation and Unicode's data).
@Suite struct ListDetailStateSearchingTests {
    private struct Person: Equatable, Sendable {
        var name: String, city: String
    }

    private static let people = [
        Person(name: "Nguyễn Đỗ", city: "Hà Nội"), Person(name: "Ἀριστοτέλης", city: "Στάγειρα"),
        Person(name: "김민준".decomposedStringWithCanonicalMapping, city: "서울"), Person(name: "Anna", city: "Łódź"),
    ]

    private func matches(_ query: String) -> [Int]? {
        let reducer = ListDetailState<Person, Person>.reducer(searching: { [$0.name, $0.city] })
        var state = ListDetailState<Person, Person>(items: Self.people)
        reducer.reduce(&state, .openFilter)
        reducer.reduce(&state, .editFilter(TextFieldState(text: query)))
        return state.filter?.matches
    }

    @Test func eachTextOfAnItemIsSearchedAsPeopleTypeIt() {
        #expect(matches("nguyen do") == [0])
        #expect(matches("αριστοτελης") == [1])
        #expect(matches("민준") == [2])
        #expect(matches("lodz") == [3])
        #expect(matches("HA NOI") == [0])
        #expect(matches("n") == [0, 3])
        #expect(matches("zzz") == [])
    }
}
