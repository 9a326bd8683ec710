import Testing

@testable import ViewModelTestSupport

/// `StateDiff`: the smallest differing fields, under their paths.
@Suite struct StateDiffTests {
    private struct Row: Equatable {
        var name: String
        var tags: [String]
    }

    private enum Phase: Equatable {
        case idle
        case loading(last: Row?)
    }

    private struct Screen: Equatable {
        var title: String
        var rows: [Row]
        var phase: Phase
    }

    @Test func namesEachDifferingFieldByItsPath() {
        let expected = Screen(
            title: "Users", rows: [Row(name: "Ada", tags: ["a"]), Row(name: "Bo", tags: [])],
            phase: .loading(last: Row(name: "Ada", tags: [])))
        var actual = expected
        actual.rows[1].name = "Bob"
        actual.phase = .loading(last: Row(name: "Ada", tags: ["x"]))
        #expect(
            StateDiff.lines(expected: expected, actual: actual) == """
                .rows[1].name:
                  − Bo
                  + Bob
                .phase(loading).last?.tags:
                  − []
                  + ["x"]
                """)
    }

    @Test func aDifferentShapeIsShownWhole() {
        #expect(
            StateDiff.lines(expected: Phase.idle, actual: Phase.loading(last: nil)) == """
                (the whole state):
                  − idle
                  + loading(last: nil)
                """)
        #expect(
            StateDiff.lines(expected: [1, 2], actual: [1, 2, 3]) == """
                (the whole state):
                  − [1, 2]
                  + [1, 2, 3]
                """)
    }
}
