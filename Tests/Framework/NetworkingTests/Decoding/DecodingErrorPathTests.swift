import Foundation
import Networking
import Testing

@Suite struct DecodingErrorPathTests {
    private struct Body: Decodable {
        var list: [Entry]
        struct Entry: Decodable {
            var main: Main
        }
        struct Main: Decodable {
            var temp: Double
        }
    }

    private func failure(_ json: String) -> DecodingError? {
        do {
            _ = try JSONDecoder().decode(Body.self, from: Data(json.utf8))
            return nil
        } catch {
            return error as? DecodingError
        }
    }

    @Test func typeMismatchNamesTheIndexedPath() {
        let error = failure(
            #"{"list":[{"main":{"temp":1}},{"main":{"temp":2}},{"main":{"temp":3}},{"main":{"temp":"x"}}]}"#)
        #expect(error?.jsonPath == "list[3].main.temp")
        #expect(error?.reason.hasPrefix("expected Double") == true)
    }

    @Test func aMissingKeyIsTheLastComponent() {
        #expect(failure(#"{"list":[{"main":{}}]}"#)?.jsonPath == "list[0].main.temp")
        #expect(failure(#"{"list":[{"main":{}}]}"#)?.reason == "value missing")
        #expect(failure("{}")?.jsonPath == "list")
    }

    @Test func nullAndBrokenJSON() {
        #expect(failure(#"{"list":[{"main":{"temp":null}}]}"#)?.jsonPath == "list[0].main.temp")
        #expect(failure("not json")?.jsonPath == "(root)")
    }
}
