import Domain
import FoundationEssentials
import Logging
import Networking
import TerminalCore

/// Users from DummyAPI (`GET /data/v1/user?page=P&limit=L`, `GET /data/v1/user/{id}`, header `app-id`).
///
/// Stateless and `Sendable`: safe to call from any task. The app id is sent as a secret header and
/// never appears in errors.
public struct DummyAPIUsersService: UsersService {
    /// The public DummyAPI host.
    public static let defaultBaseURL = URL(string: "https://dummyapi.io")!
    /// The environment variable that holds the app id.
    public static let appIDVariable = "DUMMYAPI_APP_ID"

    public let sourceName = SourceNames.dummyAPI
    private let client: any HTTPClient
    private let baseURL: URL
    private let appID: String?
    private let appIDOrigin: SecretOrigin
    private let logger: Logger

    /// - Parameters:
    ///   - baseURL: the API root (overridable for tests and mirrors); paths start at `/data/v1`.
    ///   - appID: the `DUMMYAPI_APP_ID`; nil or blank makes every call throw `.appIDMissing`.
    ///   - appIDOrigin: where the app id was set, named when DummyAPI refuses it.
    ///   - logger: where bodies that do not decode are described (path and reason).
    public init(
        client: any HTTPClient, baseURL: URL = defaultBaseURL, appID: String?,
        appIDOrigin: SecretOrigin = .environment(variable: appIDVariable),
        logger: Logger = Logger(label: "tern.services", factory: { _ in SwiftLogNoOpLogHandler() })
    ) {
        self.logger = logger
        self.client = client
        self.baseURL = baseURL
        self.appID = appID
        self.appIDOrigin = appIDOrigin
    }

    public func loadPage(_ page: Int, limit: Int) async throws(UsersError) -> Fetched<UserPage> {
        guard page >= 0, limit > 0 else { throw .invalidParameters }
        let endpoint = try endpoint(
            path: "/data/v1/user",
            query: [URLQueryItem(name: "page", value: String(page)), URLQueryItem(name: "limit", value: String(limit))]
        )
        let response = try await fetch(endpoint, userID: nil)
        let list: DummyAPIUserListDTO
        do {
            list = try response.decoded(DummyAPIUserListDTO.self, for: endpoint, logger: logger)
        } catch {
            throw UsersError(error)
        }
        // The page asked for, the server's page size only where it lowers ours, and a total only when
        // it can be one: echoed values are not trusted to keep `UserPage.hasMore` arithmetic in range.
        let userPage = UserPage(
            users: list.data.map(\.user),
            page: page,
            limit: list.limit.flatMap { (1...limit).contains($0) ? $0 : nil } ?? limit,
            total: list.total.flatMap { $0 >= 0 ? $0 : nil }
        )
        return Fetched(userPage, freshness: response.freshness)
    }

    public func loadUser(id: String) async throws(UsersError) -> Fetched<User> {
        let trimmed = id.trimmingSpacesAndTabs()
        guard !trimmed.isEmpty, !trimmed.contains("/") else { throw .notFound(id: id) }
        let endpoint = try endpoint(path: "/data/v1/user/\(trimmed)", query: [])
        let response = try await fetch(endpoint, userID: trimmed)
        do {
            let user = try response.decoded(DummyAPIUserDTO.self, for: endpoint, logger: logger).user
            return Fetched(user, freshness: response.freshness)
        } catch {
            throw UsersError(error)
        }
    }

    private func endpoint(path: String, query: [URLQueryItem]) throws(UsersError) -> Endpoint {
        guard let appID = appID?.trimmingWhitespace(), !appID.isEmpty else {
            throw .appIDMissing
        }
        return Endpoint(
            baseURL: baseURL,
            path: path,
            queryItems: query,
            headers: ["app-id": appID],
            secretNames: ["app-id"]
        )
    }

    private func fetch(_ endpoint: Endpoint, userID: String?) async throws(UsersError) -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await client.send(endpoint)
        } catch {
            throw UsersError(error)
        }
        guard response.isSuccess else {
            throw Self.error(for: response, userID: userID, appIDOrigin: appIDOrigin)
        }
        return response
    }

    /// The users error for a non-2xx answer, from DummyAPI's error code when the body has one; a
    /// refused app id names where it was set (`appIDOrigin`).
    static func error(for response: HTTPResponse, userID: String?, appIDOrigin: SecretOrigin) -> UsersError {
        let code = JSONBody.decodeIfPossible(DummyAPIErrorDTO.self, from: response.body)?.error
        switch (code, response.status) {
        case ("APP_ID_MISSING", _): return .appIDMissing
        case ("APP_ID_NOT_EXIST", _), (nil, 401), (nil, 403): return .appIDRejected(origin: appIDOrigin)
        case ("RESOURCE_NOT_FOUND", _), (nil, 404): return .notFound(id: userID)
        case ("PARAMS_NOT_VALID", _): return userID.map { .notFound(id: $0) } ?? .invalidParameters
        case (_, 429): return .rateLimited(retryAfterSeconds: response.retryAfterSeconds())
        default: return .server(status: response.status, message: code)
        }
    }
}
