/// A problem found while resolving the configuration, shown to the user in the status line or log.
///
/// Warnings never stop the app: the value in question falls back to its default. `description` names
/// the file and line when the problem is in the config file.
public struct ConfigurationWarning: Sendable, Equatable, CustomStringConvertible {
    /// The config file's path, when the problem is in it.
    public var file: String?
    /// The 1-based line in `file`, when the problem is on a line.
    public var line: Int?
    public var message: String

    public init(file: String? = nil, line: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        switch (file, line) {
        case (let file?, let line?): "\(file):\(line): \(message)"
        case (let file?, nil): "\(file): \(message)"
        default: message
        }
    }
}
