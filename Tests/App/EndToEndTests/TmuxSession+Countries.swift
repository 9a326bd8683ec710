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

    /// Sends each step's keys and waits for each step's text, in order.
    func run(_ steps: [CountriesStep]) throws {
        for step in steps {
            switch step {
            case .keys(let keys): try tmux(["send-keys", "-t", "0"] + keys)
            case .waitFor(let text): try waitFor(text)
            }
        }
    }

    /// The pane once `steps` have run and two captures in a row agree: a whole frame, not one caught
    /// while it is being written.
    func settledFrame(after steps: [CountriesStep]) throws -> String {
        try run(steps)
        var previous = ""
        return try waitUntil("the frame to settle") { text in
            defer { previous = text }
            return text == previous
        }
    }
}

/// One step of driving `countries`: keys to send, or text to wait for.
enum CountriesStep {
    case keys([String])
    case waitFor(String)
}
