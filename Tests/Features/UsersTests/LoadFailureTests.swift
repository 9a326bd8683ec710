import Domain
import Testing
import ViewModelCore

/// A domain error becomes the failure a screen shows: its message, and whether `r` may help.
@Suite struct LoadFailureTests {
    @Test func aDomainErrorKeepsItsMessageAndWhetherRetryingHelps() {
        #expect(
            LoadFailure(UsersError.appIDRejected(origin: .environment(variable: "DUMMYAPI_APP_ID")))
                == LoadFailure(
                    message: "DummyAPI rejected the app id set in DUMMYAPI_APP_ID — check it", isRetryable: false))
        #expect(LoadFailure(UsersError.unreachable(host: "dummyapi.io")).isRetryable)
    }
}
