import ArgumentParser
import Configuration
import Domain
import FoundationEssentials
import Logging
import TerminalCore

extension Units: ExpressibleByArgument {}
extension UsersProvider: ExpressibleByArgument {}
extension WeatherProvider: ExpressibleByArgument {}
extension Logger.Level: @retroactive ExpressibleByArgument {}

extension TernCommand {
    /// Parses a `--*-url` value: an http:// or https:// URL with a host. The message echoes the value
    /// sanitized and cut to 60 columns.
    static func baseURL(_ text: String) throws -> URL {
        guard let url = BaseURL.parse(text) else {
            throw ValidationError(
                "\(TextLayout.quoted(text, maximumWidth: 60)) is not an http:// or https:// URL with a host.")
        }
        return url
    }
}
