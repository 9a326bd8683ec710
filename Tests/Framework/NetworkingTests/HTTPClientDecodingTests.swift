import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite struct HTTPClientDecodingTests {
    private struct Forecast: Decodable {
        struct Entry: Decodable {
            struct Main: Decodable { var temp: Double }
            var main: Main
        }
        var list: [Entry]
    }

    private let client = CurlHTTPClient(timeout: 20, logger: LogCapture().logger)

    private func decodingError<T: Decodable>(_ type: T.Type, reply: FixtureReply, secret: String? = nil) async throws
        -> NetworkError?
    {
        let server = try await FixtureServer.start()
        await server.reply(reply, to: "/resource")
        defer { Task { await server.stop() } }
        var endpoint = Endpoint(baseURL: server.baseURL, path: "/resource")
        if let secret {
            endpoint.queryItems = [URLQueryItem(name: "appid", value: secret)]
            endpoint.secretNames = ["appid"]
        }
        do {
            _ = try await client.decode(type, from: endpoint)
            return nil
        } catch {
            return error
        }
    }

    @Test func decodesTheRealForecastSample() async throws {
        let server = try await FixtureServer.start()
        await server.reply(try APISamples.reply("owm-forecast-london.json"), to: "/data/2.5/forecast")
        let forecast = try await client.decode(
            Forecast.self, from: Endpoint(baseURL: server.baseURL, path: "/data/2.5/forecast"))
        #expect(forecast.list.count == 40)
        await server.stop()
    }

    @Test func undecodableBodyNamesThePath() async throws {
        let body = #"{"list":[{"main":{"temp":1}},{"main":{"temp":2}},{"main":{"temp":3}},{"main":{"temp":"warm"}}]}"#
        let error = try await decodingError(Forecast.self, reply: .json(body))
        guard case .undecodable(let path, let reason)? = error else {
            Issue.record("expected undecodable, got \(String(describing: error))")
            return
        }
        #expect(path == "list[3].main.temp")
        #expect(reason.hasPrefix("expected Double"))
    }

    @Test(arguments: ["", "  \n", "null", " null\n"])
    func emptyAndNullBodiesAreEmptyNotUndecodable(body: String) async throws {
        #expect(try await decodingError(Forecast.self, reply: .json(body)) == .emptyBody)
    }

    /// Issue 25: one record with bytes that are not UTF-8 costs that record's text (U+FFFD in their
    /// place), not the whole page, which JSONDecoder would refuse.
    @Test func invalidUTF8InOneRecordIsRepairedNotTheWholeBody() async throws {
        struct Page: Decodable { var names: [String] }
        let server = try await FixtureServer.start()
        var body = Data(#"{"names":["Ann","B"#.utf8)
        body += Data([0xFF, 0xC3])
        body += Data(#"b","Cy"]}"#.utf8)
        await server.reply(FixtureReply(body: body), to: "/page")
        let page = try await client.decode(Page.self, from: Endpoint(baseURL: server.baseURL, path: "/page"))
        #expect(page.names == ["Ann", "B\u{FFFD}\u{FFFD}b", "Cy"])
        await server.stop()
    }

    /// Issue 29: a lone surrogate escape (`\ud800`, a low one alone, a high one before a letter)
    /// costs that one character (U+FFFD in its place), not the string; a pair and an escaped
    /// backslash before "u" are left as they are.
    @Test func loneSurrogateEscapesBecomeReplacementCharactersInPlace() async throws {
        struct Page: Decodable { var names: [String] }
        let server = try await FixtureServer.start()
        let body = #"{"names":["Jo\ud800hn","\udc00Ann","B\uD83D\uDE00b","\\ud800","Cy\ud83d"]}"#
        await server.reply(.json(body), to: "/page")
        let page = try await client.decode(Page.self, from: Endpoint(baseURL: server.baseURL, path: "/page"))
        #expect(page.names == ["Jo\u{FFFD}hn", "\u{FFFD}Ann", "B😀b", "\\ud800", "Cy\u{FFFD}"])
        await server.stop()
    }

    /// The person's message leaves the JSON path out; the log keeps it.
    @Test func theLoggedFormKeepsThePathForTheLog() throws {
        let log = LogCapture()
        let endpoint = Endpoint(baseURL: URL(string: "http://127.0.0.1:9")!, path: "/forecast")
        let response = HTTPResponse(status: 200, body: Data(#"{"list":[{"main":{}}]}"#.utf8))
        #expect(throws: NetworkError.undecodable(path: "list[0].main.temp", reason: "value missing")) {
            try response.decoded(Forecast.self, for: endpoint, logger: log.logger)
        }
        #expect(
            log.lines.contains {
                $0.contains(
                    "GET http://127.0.0.1:9/forecast: the body does not decode at list[0].main.temp: value missing")
            })
    }

    @Test func missingKeyIsPartOfThePath() async throws {
        let error = try await decodingError(Forecast.self, reply: .json(#"{"list":[{"main":{}}]}"#))
        #expect(error == .undecodable(path: "list[0].main.temp", reason: "value missing"))
    }

    @Test func invalidJSONIsUndecodableNotACrash() async throws {
        let error = try await decodingError(Forecast.self, reply: .json(#"{"list": [ {"main": "#))
        guard case .undecodable(let path, _)? = error else {
            Issue.record("expected undecodable, got \(String(describing: error))")
            return
        }
        #expect(path == "(root)")
    }

    @Test(arguments: [
        (
            "owm-error-401.json", 401,
            "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."
        ),
        ("owm-error-404.json", 404, "city not found"),
        ("dummyapi-error-app-id-missing.json", 403, "APP_ID_MISSING"),
    ])
    func httpErrorCarriesTheServersMessage(sample: String, status: Int, message: String) async throws {
        let reply = try APISamples.reply(sample, status: status)
        let error = try await decodingError(Forecast.self, reply: reply)
        #expect(error == .http(status: status, message: message))
    }

    @Test func openMeteoReasonIsTheMessageWhenErrorIsABoolean() async throws {
        let reply = try APISamples.reply("openmeteo-error.json", status: 400)
        let error = try await decodingError(Forecast.self, reply: reply)
        let expected =
            "Cannot initialize SurfaceAndPressureVariable<ForecastSurfaceVariable, ForecastPressureVariable> "
            + "from invalid String value lksdfj for key"
        #expect(error == .http(status: 400, message: expected))
    }

    @Test func nestedErrorMessageAndPlainBodies() async throws {
        let nested = try await decodingError(
            Forecast.self, reply: .json(#"{"error":{"message":"quota exceeded"}}"#, status: 429))
        #expect(nested == .http(status: 429, message: "quota exceeded"))
        let plain = try await decodingError(Forecast.self, reply: .json("<html>Bad Gateway</html>", status: 502))
        #expect(plain == .http(status: 502, message: nil))
    }

    @Test func tmdbStatusMessageIsTheMessage() async throws {
        let body =
            #"{"status_code":34,"status_message":"The resource you requested could not be found.","success":false}"#
        let error = try await decodingError(Forecast.self, reply: .json(body, status: 404))
        #expect(error == .http(status: 404, message: "The resource you requested could not be found."))
    }

    @Test func serverMessageNeverEchoesTheSecret() async throws {
        let reply = FixtureReply.json(#"{"message":"Invalid API key k3y-123"}"#, status: 401)
        let error = try await decodingError(Forecast.self, reply: reply, secret: "k3y-123")
        #expect(error == .http(status: 401, message: "Invalid API key ***"))
    }
}
