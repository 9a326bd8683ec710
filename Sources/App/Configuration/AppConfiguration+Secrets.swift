import FoundationEssentials
import Networking

extension AppConfiguration {
    /// Every secret the configuration holds — the DummyAPI app id, the OpenWeatherMap key, each
    /// section's key and the password of any base URL — masked as `***` wherever tern writes text
    /// (standard error, the log); only the request to their own origin carries them.
    public var redactor: SecretRedactor {
        let urls =
            [dummyAPIURL, openWeatherMapURL, openMeteoURL, openMeteoGeocodingURL] + sections.values.map(\.baseURL)
        let passwords = urls.compactMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.password }
        return SecretRedactor(
            secrets: [dummyAPIAppID, openWeatherMapAPIKey].compactMap { $0 } + sections.values.compactMap(\.secret)
                + passwords)
    }

    /// Whether `secret` can be sent as it is: printable ASCII only. A line break or another control
    /// character cannot travel in an HTTP header (URLSession then silently sends no header at all),
    /// and in a key it is a paste gone wrong, never part of the key.
    static func isSendable(secret: String) -> Bool {
        secret.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) }
    }

    /// The warning for a secret `isSendable(secret:)` refuses, named by where it can be set.
    static func unsendableSecretWarning(_ name: String) -> ConfigurationWarning {
        ConfigurationWarning(
            message: "\(name) holds a line break or another character an HTTP request cannot carry; "
                + "it is not used (set it again without it)")
    }

    /// Drops the app id and the OpenWeatherMap key when they cannot be sent, each with a warning (a
    /// provider asked for then says its key is missing).
    mutating func refuseUnsendableSecrets() -> [ConfigurationWarning] {
        var warnings: [ConfigurationWarning] = []
        if let appID = dummyAPIAppID, !Self.isSendable(secret: appID) {
            (dummyAPIAppID, dummyAPIAppIDOrigin) = (nil, nil)
            warnings.append(Self.unsendableSecretWarning("the DummyAPI app id (DUMMYAPI_APP_ID or dummyapi.app_id)"))
        }
        if let key = openWeatherMapAPIKey, !Self.isSendable(secret: key) {
            (openWeatherMapAPIKey, openWeatherMapKeyOrigin) = (nil, nil)
            warnings.append(
                Self.unsendableSecretWarning(
                    "the OpenWeatherMap API key (OPENWEATHER_API_KEY or openweathermap.api_key)"))
        }
        return warnings
    }
}
