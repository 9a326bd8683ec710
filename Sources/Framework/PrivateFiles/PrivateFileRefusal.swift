/// Why an app's own file or folder was refused: what the path turned out to be, in one line that
/// names it. tern says it once and goes on without that file.
public struct PrivateFileRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong with the path.
    public enum Reason: Equatable, Sendable {
        /// It is a symbolic link, which an app never follows for its own files.
        case symbolicLink
        /// It is something other than what was expected: a folder where a file belongs, a FIFO, a
        /// device, a socket; the text names it ("a directory").
        case wrongKind(String)
        /// It is larger than the cap for its kind of file.
        case tooLarge(maximumBytes: Int)
        /// The system refused: the text is `strerror`'s.
        case system(String)
    }

    /// The path refused.
    public let path: String
    /// Why.
    public let reason: Reason

    /// A refusal of `path` for `reason`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// "PATH is a symbolic link, which tern does not follow for its own files", and the like.
    public var description: String {
        switch reason {
        case .symbolicLink: "\(path) is a symbolic link, which tern does not follow for its own files"
        case .wrongKind(let kind): "\(path) is \(kind), not what tern keeps there"
        case .tooLarge(let maximum): "\(path) is larger than \(Self.size(maximum)), which no file of tern's is"
        case .system(let text): "\(path) cannot be used (\(text))"
        }
    }

    /// `bytes` in KiB or MiB, as the docs give the caps.
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes >> 10) KiB"
    }
}
