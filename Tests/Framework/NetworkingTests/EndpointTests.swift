import Foundation
import Networking
import Testing

@Suite struct EndpointTests {
    private let base = URL(string: "https://api.example.com")!

    @Test func queryValuesAreEncodedAsWholeValues() throws {
        let endpoint = Endpoint(
            baseURL: base, path: "/data/2.5/weather",
            queryItems: [
                URLQueryItem(name: "q", value: "São Paulo"),
                URLQueryItem(name: "x", value: "London&appid=x"),
                URLQueryItem(name: "y", value: "a+b=c"),
            ])
        #expect(
            try endpoint.url().absoluteString
                == "https://api.example.com/data/2.5/weather?q=S%C3%A3o%20Paulo&x=London%26appid%3Dx&y=a%2Bb%3Dc")
    }

    @Test func pathIsJoinedWithTheBaseURLsPathPrefix() throws {
        let mirror = URL(string: "http://127.0.0.1:8080/mirror/")!
        #expect(
            try Endpoint(baseURL: mirror, path: "/v1/search").url().absoluteString
                == "http://127.0.0.1:8080/mirror/v1/search")
        let plain = URL(string: "http://127.0.0.1:8080/mirror")!
        #expect(
            try Endpoint(baseURL: plain, path: "v1/search").url().absoluteString
                == "http://127.0.0.1:8080/mirror/v1/search")
        #expect(try Endpoint(baseURL: base, path: "").url().absoluteString == "https://api.example.com/")
    }

    @Test func pathSegmentsAreEncoded() throws {
        let endpoint = Endpoint(baseURL: base, path: "/user/a b?c")
        #expect(try endpoint.url().absoluteString == "https://api.example.com/user/a%20b%3Fc")
    }

    @Test func redactedDescriptionMasksSecrets() {
        let endpoint = Endpoint(
            baseURL: base, path: "/weather",
            queryItems: [URLQueryItem(name: "q", value: "Oslo"), URLQueryItem(name: "appid", value: "s3cr3t")],
            secretNames: ["appid"])
        #expect(endpoint.redactedDescription == "https://api.example.com/weather?q=Oslo&appid=***")
        #expect(!endpoint.redactedDescription.contains("s3cr3t"))
    }

    /// Issue 25: a base URL's user-info (`bob:password@`) is `***@` wherever the URL is written —
    /// the log, the offline cache's `url` field and its file name — and the password is a secret.
    @Test func redactedDescriptionMasksTheBaseURLsUserInfo() {
        let endpoint = Endpoint(
            baseURL: URL(string: "http://bob:hunter2secret@127.0.0.1:8080/")!, path: "/data/v1/user")
        #expect(endpoint.redactedDescription == "http://***@127.0.0.1:8080/data/v1/user")
        #expect(endpoint.redactor.redact("echo hunter2secret") == "echo ***")
        #expect(URL(string: "https://x:y@example.com/a")!.redactedDescription == "https://***@example.com/a")
        #expect(URL(string: "https://example.com/a")!.redactedDescription == "https://example.com/a")
    }

    @Test func baseURLWithoutHTTPSchemeIsAnInvalidRequest() {
        let endpoint = Endpoint(baseURL: URL(string: "ftp://example.com")!, path: "/x")
        #expect {
            try endpoint.url()
        } throws: { error in
            guard case NetworkError.invalidRequest = error else { return false }
            return true
        }
    }
}
