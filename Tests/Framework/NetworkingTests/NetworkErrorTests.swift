import Networking
import Testing

@Suite struct NetworkErrorTests {
    @Test func everyCaseHasAOneLineMessage() {
        let errors: [NetworkError] = [
            .unreachable(host: "api.example.com"), .timeout(seconds: 0.3), .cancelled,
            .http(status: 404, message: "city not found"), .http(status: 418, message: nil),
            .undecodable(path: "list[3].main.temp", reason: "expected a number"), .tooLarge(limitBytes: 10_000_000),
            .invalidRequest("bad base URL"),
        ]
        for error in errors {
            #expect(!error.userMessage.isEmpty)
            #expect(!error.userMessage.contains("\n"))
        }
        #expect(
            NetworkError.http(status: 404, message: "city not found").userMessage
                == "The server answered 404 Not Found: city not found")
        #expect(NetworkError.timeout(seconds: 0.3).userMessage == "The server did not answer within 0.3 s.")
        #expect(
            NetworkError.undecodable(path: "list[3].main.temp", reason: "").userMessage.contains("list[3].main.temp"))
    }
}
