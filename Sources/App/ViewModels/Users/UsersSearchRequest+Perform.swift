import Domain
import ViewModelCore

extension UsersSearchRequest {
    /// Runs the request on `service` and says what came back as the list's event. A service that
    /// cannot search its whole list fails it (the list never asks one: `searchesWholeList`).
    func perform(on service: any UsersService) async -> UsersListEvent {
        guard let service = service as? any SearchableUsersService else {
            return .searchFailed(self, LoadFailure(UsersError.invalidParameters))
        }
        do throws(UsersError) {
            switch self {
            case .names(let query, let keeping, let reach, _):
                let result = try await service.searchNames(query)
                if Task.isCancelled { throw .cancelled }
                let row = keeping.flatMap { result.row(of: $0) } ?? 0
                let positions = result.positions(aroundRow: row, reach: reach)
                return .searched(self, result, found: try await users(at: positions, on: service))
            case .users(let positions, _):
                return .usersFound(self, try await users(at: positions, on: service))
            }
        } catch {
            return .searchFailed(self, LoadFailure(error))
        }
    }

    /// The users at `positions`, by position.
    private func users(at positions: [Int], on service: any SearchableUsersService) async throws(UsersError)
        -> [Int: UserSummary]
    {
        let summaries = try await service.summaries(at: positions)
        return Dictionary(zip(positions, summaries), uniquingKeysWith: { first, _ in first })
    }
}
