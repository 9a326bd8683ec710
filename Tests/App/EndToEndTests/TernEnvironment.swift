import Foundation

/// The environment every end-to-end tern runs with: private cache, config and state folders (so no earlier
/// run's cached answers, recent cities or settings leak in) and no API keys (so nothing reaches the
/// network unless a test points tern at the loopback fixture server).
enum TernEnvironment {
    /// A fresh isolated environment; `extra` is merged over it (an API key, `NO_COLOR`, `TERM`).
    static func isolated(_ extra: [String: String] = [:]) -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tern-e2e-\(UUID().uuidString)")
        return [
            "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
            "OPENWEATHER_API_KEY": "",
            "DUMMYAPI_APP_ID": "",
            "TMDB_API_KEY": "",
        ].merging(extra) { _, new in new }
    }
}
