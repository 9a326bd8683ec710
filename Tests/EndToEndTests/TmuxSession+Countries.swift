import Foundation

extension TmuxSession {
    /// The example app `countries` missing: the test fails, it is never skipped.
    struct CountriesMissing: Error, CustomStringConvertible {
        var path: String
        var description: String { "no countries binary at \(path): run `make example` or `make test`" }
    }

    /// A session running the example app `countries` with `arguments`, under the same `sh` wrapper
    /// as tern (its exit status is printed with `exitMarker`).
    static func countries(arguments: [String] = [], width: Int = 100, height: Int = 30) throws -> TmuxSession {
        let binary = CountriesBinary.path
        guard FileManager.default.isExecutableFile(atPath: binary) else { throw CountriesMissing(path: binary) }
        let script = "trap : INT QUIT; \"$0\" \"$@\"; echo \"\(exitMarker)$?\"; exec cat"
        return try TmuxSession(width: width, height: height, command: ["sh", "-c", script, binary] + arguments)
    }
}
