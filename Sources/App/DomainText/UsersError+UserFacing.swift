import Domain

/// What a person reads about a UsersError: one line, without secrets.
extension UsersError: UserFacingError {
    public var userMessage: String {
        switch self {
        case .appIDMissing:
            "DummyAPI needs an app id — set DUMMYAPI_APP_ID or dummyapi.app_id in config.toml, "
                + "or use --users-provider sample"
        case .appIDRejected(let origin):
            "DummyAPI rejected the app id set in \(origin.text) — check it"
        case .notFound(let id):
            id.map { "No user with id \($0)" } ?? "That user does not exist"
        case .invalidParameters:
            "DummyAPI refused the request as invalid (page, limit or id)"
        case .unreachable(let host):
            TransportMessage.unreachable(host: host)
        case .timeout(let seconds):
            TransportMessage.timeout(seconds: seconds)
        case .rateLimited(let seconds):
            TransportMessage.rateLimited(retryAfterSeconds: seconds)
        case .server(let status, let message):
            TransportMessage.server("users server", status: status, message: message)
        case .badResponse:
            TransportMessage.badResponse("users server", expected: "user data")
        case .tooLarge(let limitBytes):
            TransportMessage.tooLarge("users server", limitBytes: limitBytes)
        case .invalidRequest(let reason):
            TransportMessage.invalidRequest(reason)
        case .transport(let problem):
            problem.message(server: "users server")
        case .cancelled:
            "Cancelled"
        }
    }
}
