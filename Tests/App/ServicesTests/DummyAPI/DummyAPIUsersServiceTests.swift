import Domain
import DomainText
import Foundation
import Networking
import Testing

@testable import Services

@Suite struct DummyAPIUsersServiceTests {
    private let base = URL(string: "http://127.0.0.1:9")!

    private func service(_ client: FakeHTTPClient, appID: String? = "secret-app-id") -> DummyAPIUsersService {
        DummyAPIUsersService(client: client, baseURL: base, appID: appID)
    }

    @Test func decodesTheRealListPage() async throws {
        let client = FakeHTTPClient(["/data/v1/user": .reply(200, try Samples.shared("dummyapi-user-list.json"))])
        let page = try await service(client).loadPage(0, limit: 10)

        #expect(page.freshness == .live)
        #expect(page.value.users.count == 10)
        #expect(page.value.total == 99)
        #expect(page.value.hasMore)
        let first = try #require(page.value.users.first)
        #expect(first.id == "60d0fe4f5311236168a109ca")
        #expect(first.fullName == "Sara Andersen")
        #expect(first.displayTitle == "Ms")
        #expect(first.pictureURL == URL(string: "https://randomuser.me/api/portraits/women/58.jpg"))
        #expect(first.email == nil)
        #expect(page.value.users.last?.fullName == "Friedrich-Karl Brand")
    }

    @Test func sendsPageLimitAndTheAppIDAsASecretHeader() async throws {
        let client = FakeHTTPClient(["/data/v1/user": .reply(200, try Samples.shared("dummyapi-user-list.json"))])
        _ = try await service(client).loadPage(3, limit: 20)

        let endpoint = try #require(client.sent.first)
        #expect(endpoint.baseURL == base)
        #expect(
            endpoint.queryItems == [URLQueryItem(name: "page", value: "3"), URLQueryItem(name: "limit", value: "20")])
        #expect(endpoint.headers["app-id"] == "secret-app-id")
        #expect(endpoint.secretNames.contains("app-id"))
    }

    @Test func decodesTheRealFullUserAndRepairsMojibake() async throws {
        let client = FakeHTTPClient([
            "/data/v1/user/60d0fe4f5311236168a109ca": .reply(200, try Samples.shared("dummyapi-user-full.json"))
        ])
        let user = try await service(client).loadUser(id: "60d0fe4f5311236168a109ca").value

        #expect(user.location?.street == "9614, Søndermarksvej")
        #expect(user.location?.city == "Kongsvinger")
        #expect(user.location?.timezone == "-9:00")
        #expect(user.gender == "female")
        #expect(user.email == "sara.andersen@example.com")
        #expect(user.phone == "92694011")
        // 2021-06-21T21:02:07.374Z
        let registered = try #require(user.registerDate?.timeIntervalSince1970)
        #expect(abs(registered - 1_624_309_327.374) < 0.001)
        #expect(user.dateOfBirth.map { TextLocale.posix.day($0, in: .gmt) } == "30 Apr 1996")
    }

    @Test func aPagePastTheEndEndsPaging() async throws {
        let client = FakeHTTPClient([
            "/data/v1/user": .reply(200, try Samples.fixture("dummyapi-user-list-past-end.json"))
        ])
        let page = try await service(client).loadPage(10, limit: 10).value
        #expect(page.users.isEmpty)
        #expect(!page.hasMore)
    }

    @Test(arguments: [
        (
            "dummyapi-error-app-id-not-exist.json", 403,
            UsersError.appIDRejected(origin: .environment(variable: "DUMMYAPI_APP_ID"))
        ),
        ("dummyapi-error-params-not-valid.json", 400, UsersError.invalidParameters),
        ("dummyapi-error-resource-not-found.json", 404, UsersError.notFound(id: nil)),
    ])
    func mapsEachErrorBody(fixture: String, status: Int, expected: UsersError) async throws {
        let client = FakeHTTPClient(["/data/v1/user": .reply(status, try Samples.fixture(fixture))])
        await #expect(throws: expected) { try await service(client).loadPage(0, limit: 10) }
    }

    @Test func mapsTheRealAppIDMissingBody() async throws {
        let client = FakeHTTPClient([
            "/data/v1/user": .reply(403, try Samples.shared("dummyapi-error-app-id-missing.json"))
        ])
        await #expect(throws: UsersError.appIDMissing) { try await service(client).loadPage(0, limit: 10) }
        #expect(
            UsersError.appIDRejected(origin: .environment(variable: "DUMMYAPI_APP_ID")).userMessage
                == "DummyAPI rejected the app id set in DUMMYAPI_APP_ID — check it")
    }

    @Test func anUnknownUserIDIsNotFoundWithItsID() async throws {
        let client = FakeHTTPClient([
            "/data/v1/user/nope": .reply(400, try Samples.fixture("dummyapi-error-params-not-valid.json"))
        ])
        await #expect(throws: UsersError.notFound(id: "nope")) { try await service(client).loadUser(id: "nope") }
    }

    @Test func withoutAnAppIDNothingIsSent() async throws {
        let client = FakeHTTPClient()
        await #expect(throws: UsersError.appIDMissing) { try await service(client, appID: "  ").loadPage(0, limit: 10) }
        #expect(client.sent.isEmpty)
    }

    @Test func anInvalidBodyNamesThePath() async throws {
        let client = FakeHTTPClient(["/data/v1/user": .reply(200, json: #"{"data":[{"id":"a"},{"firstName":"x"}]}"#)])
        await #expect(throws: UsersError.badResponse(path: "data[1].id")) {
            try await service(client).loadPage(0, limit: 10)
        }
    }

    /// An empty or `null` answer is said to be empty; a cached body that does not decode is the
    /// cache's fault, not the server's; a wrong shape names what was expected, not the JSON path.
    @Test func emptyNullAndUnreadableCachedBodiesGetTheirOwnMessages() async throws {
        for body in ["", "null"] {
            let client = FakeHTTPClient(["/data/v1/user": .reply(200, json: body)])
            await #expect(throws: UsersError.transport(.emptyAnswer)) {
                try await service(client).loadPage(0, limit: 10)
            }
        }
        #expect(UsersError.transport(.emptyAnswer).userMessage == "The users server sent an empty answer")
        let cached = FakeHTTPClient(["/data/v1/user": .reply(200, Data("[1,".utf8), cachedAt: Date())])
        await #expect(throws: UsersError.transport(.unreadableCache(host: "127.0.0.1"))) {
            try await service(cached).loadPage(0, limit: 10)
        }
        #expect(
            UsersError.badResponse(path: "data[1].id").userMessage
                == "The users server's answer is not the user data tern expects — the server or its version may be wrong"
        )
    }

    @Test func cachedResponsesAreMarkedWithTheirDate() async throws {
        let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let client = FakeHTTPClient([
            "/data/v1/user": .reply(200, try Samples.shared("dummyapi-user-list.json"), cachedAt: cachedAt)
        ])
        #expect(try await service(client).loadPage(0, limit: 10).freshness == .cached(since: cachedAt))
    }

    @Test(arguments: [
        (NetworkError.unreachable(host: "dummyapi.io"), UsersError.unreachable(host: "dummyapi.io")),
        (NetworkError.timeout(seconds: 10), UsersError.timeout(seconds: 10)),
        (NetworkError.cancelled, UsersError.cancelled),
        (NetworkError.undecodable(path: "data[0]", reason: "x"), UsersError.badResponse(path: "data[0]")),
        (NetworkError.http(status: 500, message: "boom"), UsersError.server(status: 500, message: "boom")),
        (NetworkError.invalidRequest("bad URL"), UsersError.invalidRequest("bad URL")),
        (NetworkError.tooLarge(limitBytes: 10_000_000), UsersError.tooLarge(limitBytes: 10_000_000)),
        (NetworkError.connectionClosed(host: "h"), UsersError.transport(.connectionClosed(host: "h"))),
        (NetworkError.tooManyRedirects(host: "h"), UsersError.transport(.tooManyRedirects(host: "h"))),
        (
            NetworkError.redirectRefused(.unsupportedScheme("ftp")),
            UsersError.transport(.redirectToUnsupportedScheme("ftp"))
        ),
        (NetworkError.redirectRefused(.otherOrigin(host: "x")), UsersError.transport(.redirectToOtherSite(host: "x"))),
        (NetworkError.unreadableCache(host: "h"), UsersError.transport(.unreadableCache(host: "h"))),
    ])
    func mapsTransportErrors(network: NetworkError, expected: UsersError) async throws {
        let client = FakeHTTPClient(["/data/v1/user": .failure(network)])
        await #expect(throws: expected) { try await service(client).loadPage(0, limit: 10) }
    }
}
