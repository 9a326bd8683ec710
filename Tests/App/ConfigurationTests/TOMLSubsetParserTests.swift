import Testing

@testable import Configuration

@Suite struct TOMLSubsetParserTests {
    @Test func readsTablesStringsNumbersBooleansAndComments() {
        let parser = TOMLSubsetParser(
            text: """
                # tern settings
                units = "imperial"   # trailing comment
                sample_users = 1_000
                timeout = 2.5

                [dummyapi]
                app_id = 'abc#def'
                flag = true
                city = "S\\u00e3o \\"Paulo\\""
                """)
        #expect(parser.problems.isEmpty)
        #expect(
            parser.entries == [
                .init(table: "", key: "units", value: .string("imperial"), line: 2),
                .init(table: "", key: "sample_users", value: .integer(1000), line: 3),
                .init(table: "", key: "timeout", value: .float(2.5), line: 4),
                .init(table: "dummyapi", key: "app_id", value: .string("abc#def"), line: 7),
                .init(table: "dummyapi", key: "flag", value: .boolean(true), line: 8),
                .init(table: "dummyapi", key: "city", value: .string("São \"Paulo\""), line: 9),
            ])
    }

    @Test func reportsMalformedLinesWithTheirNumbers() {
        let parser = TOMLSubsetParser(
            text: """
                units = metric
                [weather
                just words
                key = "unterminated
                units = "metric"
                units = "imperial"
                """)
        #expect(parser.problems.map(\.line) == [1, 2, 3, 4, 6])
        #expect(parser.problems[0].message == "cannot read the value of units")
        #expect(parser.problems[4].message == "units is set twice")
    }

    /// `[keys.users]` headers and one-line arrays, as the `[keys]` tables write them.
    @Test func readsDottedHeadersAndOneLineArrays() {
        let parser = TOMLSubsetParser(
            text: """
                [keys]
                down = ["n", "Down", 'Ctrl-N',]   # a trailing comma is allowed
                up = []
                [ keys.users ]
                copy_email = ["e", "]"]
                """)
        #expect(parser.problems.isEmpty)
        #expect(
            parser.entries == [
                .init(
                    table: "keys", key: "down", value: .array([.string("n"), .string("Down"), .string("Ctrl-N")]),
                    line: 2),
                .init(table: "keys", key: "up", value: .array([]), line: 3),
                .init(table: "keys.users", key: "copy_email", value: .array([.string("e"), .string("]")]), line: 5),
            ])
    }

    @Test func reportsMalformedArraysAndHeaders() {
        let parser = TOMLSubsetParser(
            text: """
                [keys.]
                [keys..users]
                a = ["n"
                b = ["n",, "j"]
                c = [["n"]]
                d = ["n" "j"]
                """)
        #expect(parser.problems.map(\.line) == [1, 2, 3, 4, 5, 6])
    }
}
