import FoundationEssentials
import Networking
import TerminalCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and standard error as tern writes them outside the UI: a one-shot report, and the
/// `tern: …` lines before and instead of it (decision 2030).
///
/// `secure()` runs before anything else opens a file: a standard descriptor that is closed
/// (`tern users --json >&-`) is opened on `/dev/null`, as OpenSSH and git do, so the log file tern
/// opens next cannot become standard output and receive the report; and it remembers that standard
/// output was closed, so the report is refused in one line instead of vanishing. Every message goes
/// through `TextSanitizer.printable` with the configured secrets masked: a server's error text can
/// neither drive the terminal nor repeat a key. Main thread only.
struct StandardStreams {
    /// Why a report was not written.
    enum WriteFailure: Error, Equatable {
        /// The reader went away (`tern … | head`): nothing more to say, and nobody to say it to.
        case readerGone
        /// Anything else (a closed descriptor, a full disk): the one line for standard error.
        case failed(String)
    }

    /// Whether standard output was closed when tern started.
    let outputWasClosed: Bool

    /// Opens each closed standard descriptor on `/dev/null` and remembers whether standard output was
    /// one of them.
    static func secure() -> StandardStreams {
        var outputWasClosed = false
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // The lowest free descriptor is this one: the loop goes up from 0.
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
            outputWasClosed = outputWasClosed || descriptor == STDOUT_FILENO
        }
        return StandardStreams(outputWasClosed: outputWasClosed)
    }

    /// Writes all of `text` to standard output.
    func writeOutput(_ text: String) throws(WriteFailure) {
        guard !outputWasClosed else { throw .failed("cannot write to standard output: it is closed") }
        switch FileDescriptorOutput.write(text, to: STDOUT_FILENO) {
        case nil: return
        case EPIPE: throw .readerGone
        case let code?: throw .failed("cannot write to standard output: \(String(cString: strerror(code)))")
        }
    }

    /// The widest line written to standard error: a message that echoes a value (a city name, a
    /// base URL typed on the command line) says it, not all 100,000 characters of it.
    static let maximumErrorLineWidth = 400

    /// Writes `message` to standard error after `prefix` as one line (more when it has line breaks,
    /// each sanitized and cut at `maximumErrorLineWidth` columns), with `redactor`'s secrets masked.
    /// A failure to write is ignored: there is nowhere left to say it.
    static func writeError(
        _ message: String, prefix: String = "tern: ", redactor: SecretRedactor = SecretRedactor(secrets: [])
    ) {
        let text = message.hasSuffix("\n") ? String(message.dropLast()) : message
        let line = TextSanitizer.printable(redactor.redact(text), maximumLineWidth: maximumErrorLineWidth)
        FileDescriptorOutput.write(prefix + line + "\n", to: STDERR_FILENO)
    }
}
