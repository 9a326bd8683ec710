import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP listener on 127.0.0.1 (an ephemeral port) that accepts every connection, reads the start of
/// the request and then resets the connection (`SO_LINGER` 0, so the close sends RST): a server that
/// was reached and failed, which no HTTP server library will act out.
///
/// Its own thread accepts; `stop()` closes the listener. Safe to use from any thread.
public final class ResettingServer: @unchecked Sendable {
    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL
    private let listener: Int32
    private let thread: Thread

    /// Starts listening; throws when no socket can be bound.
    public init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw ResettingServerError.cannotListen(errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 16) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw ResettingServerError.cannotListen(errno)
        }
        self.listener = listener
        baseURL = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")!
        thread = Thread {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                var buffer = [UInt8](repeating: 0, count: 4096)
                _ = read(connection, &buffer, buffer.count)
                var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
                setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
                close(connection)
            }
        }
        thread.start()
    }

    /// Stops accepting: the listener is shut down, and its thread ends.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }
}

/// Why a `ResettingServer` could not start.
public enum ResettingServerError: Error {
    /// `socket`, `bind`, `listen` or `getsockname` failed with this errno.
    case cannotListen(Int32)
}
