import Foundation

/// Runs `work`, which blocks (polling tmux, waiting for a process), on a dispatch queue instead of
/// the test's thread of the cooperative pool: that pool is as wide as the machine has cores (two
/// here), and a loopback server in this process (`FixtureServer`, an actor) answers only on it, so
/// end-to-end tests that block it in parallel starve another suite's server.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
}
