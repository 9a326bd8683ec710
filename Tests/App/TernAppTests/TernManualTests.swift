import Configuration
import Testing

@testable import TernApp

/// The man page's CONFIGURATION section: every key the config reader accepts, the contributed
/// sections' secrets, each with the default tern uses.
@Suite struct TernManualTests {
    @Test func everyAcceptedKeyIsListedWithItsDefault() {
        let entries = TernManual.configuration
        #expect(entries.map(\.tag) == ConfigFileKey.all.map(\.name) + ["tmdb_api_key"])
        #expect(entries.allSatisfy { $0.text.contains(". Default: ") && $0.text.hasSuffix(".") })
        let defaults = AppConfiguration()
        #expect(entries.first { $0.tag == "units" }?.text == "Metric or imperial. Default: \(defaults.units.rawValue).")
        #expect(entries.first { $0.tag == "timeout" }?.text.hasSuffix("Default: 10.") == true)
        #expect(
            entries.first { $0.tag == "open_meteo.url" }?.text
                == "Open-Meteo forecast base URL. Default: \(AppConfiguration.defaultOpenMeteoURL.absoluteString).")
    }
}
