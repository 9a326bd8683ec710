import Domain

extension UsersSearchRequest {
    /// Runs the request on `service` and says what came back as the list's event. A service that
    /// cannot search its whole list fails it (the list never asks one: `searchesWholeList`).
    func perform(on service: any UsersService) async -> UsersListEvent {
        guard let service = service as? any SearchableUsersService else {
            return .searchFailed(self, LoadFailure(UsersError.invalidParameters))
        }
        do throws(UsersError) {
            switch self {
            case .names(let query, _):
                return .searched(self, try await service.searchNames(query))
            case .users(let positions, _):
                return .usersFound(self, try await service.summaries(at: positions))
            }
        } catch {
            return .searchFailed(self, LoadFailure(error))
        }
    }
}
