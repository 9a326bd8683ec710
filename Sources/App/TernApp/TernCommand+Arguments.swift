import ArgumentParser
import Configuration
import Domain
import FoundationEssentials
import Logging
import TerminalCore

extension Units: CaseArgument {}
extension UsersProvider: CaseArgument {}
extension WeatherProvider: CaseArgument {}
extension Logger.Level: @retroactive ExpressibleByArgument, CaseArgument {}

/// An option value that is one of an enumeration's cases, written as its raw value: what
/// ArgumentParser's defaults for such types give, without the key path and string interpolation
/// they build on every parse (the help, the completions and every definition of the option).
protocol CaseArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension CaseArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }
    public var defaultValueDescription: String { rawValue }
}

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
