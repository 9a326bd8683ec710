#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// The one loop that writes bytes to a file descriptor — the terminal, standard output and error, a
/// file — until every byte is written: a write interrupted by a signal is tried again, a short one
/// goes on from where it stopped. Never traps; a failure is the `errno` it ended with.
public enum FileDescriptorOutput {
    /// Writes all of `bytes` to `descriptor`; the `errno` of the write that failed (`EIO` for one
    /// that wrote nothing without saying why), or `nil` when every byte was written.
    public static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Int32? {
        let bytes = Array(bytes)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count > 0 {
                offset += count
            } else if count < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                return count < 0 ? errno : EIO
            }
        }
        return nil
    }

    /// Writes `text` as UTF-8 to `descriptor`; as `writeAll`.
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> Int32? {
        writeAll(text.utf8, to: descriptor)
    }
}
