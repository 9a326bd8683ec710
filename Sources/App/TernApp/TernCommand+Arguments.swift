import ArgumentParser
import Configuration
import Domain
import Foundation
import Logging

extension Units: ExpressibleByArgument {}
extension UsersProvider: ExpressibleByArgument {}
extension WeatherProvider: ExpressibleByArgument {}
extension Logger.Level: @retroactive ExpressibleByArgument {}

extension TernCommand {
    /// Parses a `--*-url` value: an http:// or https:// URL with a host.
    static func baseURL(_ text: String) throws -> URL {
        guard let url = BaseURL.parse(text) else {
            throw ValidationError("\"\(text)\" is not an http:// or https:// URL with a host.")
        }
        return url
    }
}
