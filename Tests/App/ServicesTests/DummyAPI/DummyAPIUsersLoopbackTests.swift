import Domain
import DomainText
import Foundation
import Logging
import Networking
import NetworkingTestSupport
import Services
import Testing

/// `DummyAPIUsersService` over real HTTP: the URLSession client against the loopback fixture
/// server serving the real samples, every DummyAPI error body, a broken body and a slow server.
@Suite struct DummyAPIUsersLoopbackTests {
    private static let appID = "loopback-app-id"

    private func service(_ server: FixtureServer, timeout: Double = 5, appID: String? = appID) -> DummyAPIUsersService {
        let client = CurlHTTPClient(timeout: timeout, logger: Logger(label: "tern.tests.dummyapi-loopback"))
        return DummyAPIUsersService(client: client, baseURL: server.baseURL, appID: appID)
    }

    private func expectError(
        _ expected: UsersError, sourceLocation: SourceLocation = #_sourceLocation,
        _ call: () async throws(UsersError) -> Void
    ) async {
        do {
            try await call()
            Issue.record("expected \(expected)", sourceLocation: sourceLocation)
        } catch {
            #expect(error == expected, sourceLocation: sourceLocation)
        }
    }

    @Test func loadsTheRealListPageSendingPageLimitAndAppID() async throws {
        let server = try await FixtureServer.start()
        await server.reply(try APISamples.reply("dummyapi-user-list.json"), to: "/data/v1/user")
        let page = try await service(server).loadPage(2, limit: 10)
        #expect(page.freshness == .live)
        #expect(page.value.users.count == 10)
        #expect(page.value.users.first?.fullName == "Sara Andersen")
        #expect(page.value.total == 99)

        let request = try #require(await server.requests.first)
        #expect(request.method == "GET")
        #expect(request.path == "/data/v1/user")
        #expect(request.queryValue("page") == "2")
        #expect(request.queryValue("limit") == "10")
        #expect(request.headers["app-id"] == Self.appID)
        await server.stop()
    }

    @Test func loadsTheRealFullRecord() async throws {
        let server = try await FixtureServer.start()
        await server.reply(
            try APISamples.reply("dummyapi-user-full.json"), to: "/data/v1/user/60d0fe4f5311236168a109ca")
        let user = try await service(server).loadUser(id: "60d0fe4f5311236168a109ca").value
        #expect(user.fullName == "Sara Andersen")
        #expect(user.email != nil)
        #expect(user.registerDate != nil)
        #expect(user.location?.city != nil)
        await server.stop()
    }

    @Test func aPagePastTheEndEndsPaging() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json(#"{"data":[],"total":99,"page":10,"limit":10}"#), to: "/data/v1/user")
        let page = try await service(server).loadPage(10, limit: 10)
        #expect(page.value.users.isEmpty)
        #expect(!page.value.hasMore)
        await server.stop()
    }

    @Test func theMissingAppIDBodyAsksForTheSetting() async throws {
        let server = try await FixtureServer.start()
        await server.reply(try APISamples.reply("dummyapi-error-app-id-missing.json", status: 403), to: "/data/v1/user")
        await expectError(.appIDMissing) { () async throws(UsersError) in
            _ = try await service(server).loadPage(0, limit: 10)
        }
        #expect(UsersError.appIDMissing.userMessage.contains("DUMMYAPI_APP_ID"))
        await server.stop()
    }

    @Test func anUnknownAppIDIsRejectedWithoutSendingItToTheMessage() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json(#"{"error":"APP_ID_NOT_EXIST"}"#, status: 403), to: "/data/v1/user")
        await expectError(.appIDRejected(origin: .environment(variable: "DUMMYAPI_APP_ID"))) {
            () async throws(UsersError) in
            _ = try await service(server).loadPage(0, limit: 10)
        }
        #expect(
            !UsersError.appIDRejected(origin: .environment(variable: "DUMMYAPI_APP_ID")).userMessage.contains(
                Self.appID))
        await server.stop()
    }

    /// Issue 26: a refused app id set in the config file is named by its line, not by a variable
    /// that is not set.
    @Test func aRefusedAppIDFromTheConfigFileNamesItsLine() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json(#"{"error":"APP_ID_NOT_EXIST"}"#, status: 403), to: "/data/v1/user")
        let origin = SecretOrigin.configFile(path: "/home/ana/.config/tern/config.toml", line: 7)
        let service = DummyAPIUsersService(
            client: CurlHTTPClient(timeout: 5, logger: Logger(label: "tern.tests.dummyapi-loopback")),
            baseURL: server.baseURL, appID: Self.appID, appIDOrigin: origin)
        await expectError(.appIDRejected(origin: origin)) { () async throws(UsersError) in
            _ = try await service.loadPage(0, limit: 10)
        }
        #expect(
            UsersError.appIDRejected(origin: origin).userMessage
                == "DummyAPI rejected the app id set in /home/ana/.config/tern/config.toml:7 — check it")
        await server.stop()
    }

    @Test func invalidParametersAndUnknownUsersReadAsSuch() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json(#"{"error":"PARAMS_NOT_VALID"}"#, status: 400), to: "/data/v1/user")
        await server.reply(.json(#"{"error":"RESOURCE_NOT_FOUND"}"#, status: 404), to: "/data/v1/user/nobody")
        await server.reply(.json(#"{"error":"PARAMS_NOT_VALID"}"#, status: 400), to: "/data/v1/user/bad-id")
        await expectError(.invalidParameters) { () async throws(UsersError) in
            _ = try await service(server).loadPage(0, limit: 10)
        }
        await expectError(.notFound(id: "nobody")) { () async throws(UsersError) in
            _ = try await service(server).loadUser(id: "nobody")
        }
        await expectError(.notFound(id: "bad-id")) { () async throws(UsersError) in
            _ = try await service(server).loadUser(id: "bad-id")
        }
        await server.stop()
    }

    @Test func anInvalidBodySaysWhereItBroke() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json(#"{"data":[{"id":"1","firstName":42}"#), to: "/data/v1/user")
        do {
            _ = try await service(server).loadPage(0, limit: 10)
            Issue.record("a broken body must fail")
        } catch {
            guard case .badResponse = error else {
                Issue.record("expected badResponse, got \(error)")
                return
            }
        }
        await server.stop()
    }

    @Test func aSlowServerTimesOutWithAMessage() async throws {
        let server = try await FixtureServer.start()
        await server.reply(FixtureReply(status: 200, body: Data(), behaviour: .neverAnswer), to: "/data/v1/user")
        await expectError(.timeout(seconds: 1)) { () async throws(UsersError) in
            _ = try await service(server, timeout: 1).loadPage(0, limit: 10)
        }
        #expect(UsersError.timeout(seconds: 1).userMessage.hasPrefix("No answer within 1 s"))
        await server.stop()
    }

    @Test func aStoppedServerIsUnreachable() async throws {
        let server = try await FixtureServer.start()
        let stopped = service(server)
        await server.stop()
        await expectError(.unreachable(host: "127.0.0.1")) { () async throws(UsersError) in
            _ = try await stopped.loadPage(0, limit: 10)
        }
    }

    /// Issue 25: a 401 whose error text repeats the request's `App-Id` is shown with the id masked.
    @Test func aRejectionThatRepeatsTheAppIDShowsItMasked() async throws {
        let server = try await FixtureServer.start()
        await server.reply(
            .json(#"{"error":"Unauthorized: App-Id: \#(Self.appID) is not valid"}"#, status: 401), to: "/data/v1/user")
        do {
            _ = try await service(server).loadPage(0, limit: 20)
            Issue.record("expected a failure")
        } catch {
            #expect(!error.userMessage.contains(Self.appID))
            #expect(error.userMessage.contains("App-Id: ***"))
        }
        await server.stop()
    }

    /// Issue 25: one user whose name holds bytes that are not UTF-8 costs that name (U+FFFD), not
    /// the page (the real sample's 10 users).
    @Test func oneNameThatIsNotUTF8CostsThatNameNotThePage() async throws {
        let server = try await FixtureServer.start()
        let sample = try APISamples.reply("dummyapi-user-list.json").body
        let text = String(decoding: sample, as: UTF8.self)
        let range = try #require(text.range(of: "Sara"))
        var body = Data(text[..<range.lowerBound].utf8)
        body += Data([0x53, 0x61, 0xFF, 0x61])  // "Sa\xFFa"
        body += Data(text[range.upperBound...].utf8)
        await server.reply(FixtureReply(body: body), to: "/data/v1/user")
        let page = try await service(server).loadPage(0, limit: 20)
        #expect(page.value.users.count == 10)
        #expect(page.value.users.first?.fullName == "Sa\u{FFFD}a Andersen")
        await server.stop()
    }

    /// Issue 29: a name with a lone surrogate keeps every good letter (U+FFFD in place), a name of
    /// only spaces stays as sent, and the page keeps every other user and field.
    @Test func aLoneSurrogateOrOnlySpacesCostNoGoodLetter() async throws {
        let server = try await FixtureServer.start()
        let text = String(decoding: try APISamples.reply("dummyapi-user-list.json").body, as: UTF8.self)
        let body = text.replacingOccurrences(of: #""Sara""#, with: #""Sa\ud800ra""#)
            .replacingOccurrences(of: #""Andersen""#, with: #""   ""#)
        #expect(body != text)
        await server.reply(.json(body), to: "/data/v1/user")
        let page = try await service(server).loadPage(0, limit: 20)
        #expect(page.value.users.count == 10)
        #expect(page.value.users.first?.firstName == "Sa\u{FFFD}ra")
        #expect(page.value.users.first?.lastName == "   ")
        #expect(page.value.users.first?.title != nil)
        await server.stop()
    }

    /// Issue 25: a 429 says how long the server asks to wait, in human terms, and nothing of keys to press.
    @Test func aRateLimitSaysHowLongTheServerAsksToWait() async throws {
        let server = try await FixtureServer.start()
        await server.reply(
            FixtureReply(status: 429, headers: ["Retry-After": "3600"], body: Data("{}".utf8)), to: "/data/v1/user")
        await expectError(.rateLimited(retryAfterSeconds: 3600)) { () throws(UsersError) in
            _ = try await service(server).loadPage(0, limit: 20)
        }
        #expect(
            UsersError.rateLimited(retryAfterSeconds: 3600).userMessage
                == "Too many requests — the server asks to wait 1 h")
        #expect(UsersError.rateLimited(retryAfterSeconds: 3600).isRetryable)
        await server.stop()
    }
}
