import Configuration
import Domain
import FoundationEssentials
import Logging
import Networking
import Services

/// What `tern users --open <Tab>` offers: the ids of the people tern has without asking the
/// network — the sample's (bundled or generated, as configured), or the DummyAPI pages in the
/// offline cache. The shell filters them by what was typed.
enum UserIDCompletion {
    /// The most ids offered: a shell lists them all.
    static let maximumCount = 1_000

    /// `candidates()`, waited for: ArgumentParser asks a synchronous command's completion synchronously.
    static func candidatesNow() -> [String] {
        BlockingTask.run { await candidates() }
    }

    /// The ids, from the configuration `environment` and its config file give.
    static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment) async -> [String] {
        let (configuration, _) = AppConfiguration.resolve(
            overrides: CommandLineOverrides(), environment: environment, sections: SectionFeatures.options)
        let service: any UsersService
        switch configuration.usersProvider {
        case .sample:
            service = configuration.sampleUserCount.map { SampleUsersService(syntheticCount: $0) } ?? .bundled
        case .dummyapi:
            let silent = Logger(label: "tern", factory: { _ in SwiftLogNoOpLogHandler() })
            service = DummyAPIUsersService(
                client: CachingHTTPClient(
                    wrapping: OfflineHTTPClient(),
                    cache: ResponseCache(
                        directory: ResponseCache.defaultDirectory(environment: environment), logger: silent),
                    logger: silent),
                baseURL: configuration.dummyAPIURL, appID: configuration.dummyAPIAppID, logger: silent)
        }
        var ids: [String] = []
        for page in 0... {
            guard let fetched = try? await service.loadPage(page, limit: ReportRunner.pageLimit) else { break }
            ids += fetched.value.users.map(\.id)
            guard fetched.value.hasMore, ids.count < maximumCount else { break }
        }
        return Array(ids.prefix(maximumCount))
    }
}

/// A client for which the network is always out of reach: behind `CachingHTTPClient`, only the
/// offline cache answers.
private struct OfflineHTTPClient: HTTPClient {
    func send(_ endpoint: Endpoint) async throws(NetworkError) -> HTTPResponse {
        throw .unreachable(host: endpoint.baseURL.host ?? "")
    }
}
