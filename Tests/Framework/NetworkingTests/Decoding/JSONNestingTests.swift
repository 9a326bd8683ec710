import Foundation
import Networking
import Testing

@Suite struct JSONNestingTests {
    private func exceeds(_ text: String) -> Bool {
        JSONNesting.exceedsMaximumDepth(Data(text.utf8))
    }

    @Test func theMaximumDepthIsAllowedOneMoreIsNot() {
        let limit = JSONNesting.maximumDepth
        #expect(!exceeds(String(repeating: "[", count: limit) + String(repeating: "]", count: limit)))
        #expect(exceeds(String(repeating: "[", count: limit + 1)))
        #expect(exceeds(String(repeating: #"{"a":"#, count: limit + 1)))
    }

    @Test func bracketsInsideStringsDoNotCount() {
        let limit = JSONNesting.maximumDepth
        #expect(!exceeds(#"{"name":""# + String(repeating: "[{", count: limit) + #""}"#))
        #expect(!exceeds(#"["a \"[[[[\" b"]"# + String(repeating: "[", count: limit - 1)))
    }

    @Test func closingsKeepTheDepthDown() {
        let pairs = String(repeating: "[]", count: 10_000)
        #expect(!exceeds("[" + pairs + "]"))
        #expect(!exceeds(String(repeating: "]", count: 1_000) + String(repeating: "[", count: 512)))
    }

    @Test func realBodiesAreShallow() {
        #expect(!exceeds(#"{"data":[{"id":"1","location":{"city":"Oslo"}}],"page":0}"#))
        #expect(!exceeds(""))
    }
}
