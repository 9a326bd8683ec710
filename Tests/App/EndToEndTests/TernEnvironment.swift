import Foundation

/// The environment every end-to-end tern runs with: private cache, config and state folders (so no earlier
/// run's cached answers, recent cities or settings leak in), no API keys, and Open-Meteo — the
/// default weather provider — at a loopback port nothing listens on (so nothing reaches the
/// network unless a test points tern at the loopback fixture server; a test on sample weather names it).
enum TernEnvironment {
    /// A loopback address nothing answers on: a request there fails at once, as offline.
    static let unreachableURL = "http://127.0.0.1:9"

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
            "TERN_OPEN_METEO_URL": unreachableURL,
            "TERN_OPEN_METEO_GEOCODING_URL": unreachableURL,
        ].merging(extra) { _, new in new }
    }
}
