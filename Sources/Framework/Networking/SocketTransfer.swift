#if canImport(Glibc)
    import Foundation
    import Glibc

    /// One plain-HTTP GET over its own TCP connection, for the one kind of URL FoundationNetworking
    /// refuses: an IPv6 literal host (`http://[::1]:8080`). URLSession on Linux compares curl's host
    /// (`[::1]`) with `URL.host` (`::1`) and fails every such request as a bad URL
    /// (swift-corelibs-foundation#5496, fixed upstream after the toolchain tern builds with).
    ///
    /// HTTP/1.1 with `Connection: close`: the request line, `Host`, the endpoint's headers and the URL's
    /// user-info as Basic authorization; the answer's status, headers and a body framed by
    /// `Content-Length`, chunked encoding or the close. The same deadline and body limit as
    /// `URLSessionHTTPClient`; a 3xx is returned, not followed. `https` is refused (no TLS here).
    /// Blocking I/O on a thread of its own per request; cancelling the calling task shuts the socket.
    enum SocketTransfer {
        /// Whether `url` needs this transfer: its host is an IPv6 literal.
        static func isNeeded(for url: URL) -> Bool {
            URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedHost?.hasPrefix("[") == true
        }

        /// GETs `url` with `headers` within `timeout` seconds, refusing a body over `maxBodyBytes`.
        static func get(url: URL, headers: [String: String], host: String, timeout: Double, maxBodyBytes: Int) async
            -> Result<HTTPResponse, NetworkError>
        {
            let request: (address: sockaddr_in6, bytes: [UInt8])
            switch prepare(url: url, headers: headers) {
            case .success(let prepared): request = prepared
            case .failure(let error): return .failure(error)
            }
            let socket = SocketBox()
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    Thread {
                        let outcome = exchange(
                            request, socket: socket, timeout: timeout, maxBodyBytes: maxBodyBytes, host: host
                        )
                        .flatMap { parse($0, host: host, maxBodyBytes: maxBodyBytes) }
                        socket.close()
                        continuation.resume(returning: socket.wasCancelled ? .failure(.cancelled) : outcome)
                    }.start()
                }
            } onCancel: {
                socket.cancel()
            }
        }

        /// The peer's address and the request's bytes, or why they cannot be made.
        private static func prepare(url: URL, headers: [String: String]) -> Result<
            (sockaddr_in6, [UInt8]), NetworkError
        > {
            guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
                let bracketed = components.percentEncodedHost, bracketed.hasPrefix("["), bracketed.hasSuffix("]")
            else { return .failure(.invalidRequest("the URL is not supported")) }
            guard components.scheme?.lowercased() == "http" else {
                return .failure(.invalidRequest("https to an IPv6 address needs a host name instead of [address]"))
            }
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = UInt16(components.port ?? 80).bigEndian
            guard inet_pton(AF_INET6, String(bracketed.dropFirst().dropLast()), &address.sin6_addr) == 1 else {
                return .failure(.invalidRequest("the IPv6 address \(bracketed) cannot be read"))
            }
            let target =
                (components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath)
                + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
            var lines = [
                "GET \(target) HTTP/1.1", "Host: \(bracketed)" + (components.port.map { ":\($0)" } ?? ""),
                "Accept: */*", "Connection: close",
            ]
            if let user = components.user {
                let credentials = Data("\(user):\(components.password ?? "")".utf8).base64EncodedString()
                lines.append("Authorization: Basic \(credentials)")
            }
            for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
                guard !(name + value).contains(where: { $0 == "\r" || $0 == "\n" }) else {
                    return .failure(.invalidRequest("the header \(name) holds a line break"))
                }
                lines.append("\(name): \(value)")
            }
            return .success((address, Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)))
        }

        /// Connects, sends the request and reads until the server closes, all within `timeout` seconds.
        private static func exchange(
            _ request: (address: sockaddr_in6, bytes: [UInt8]), socket: SocketBox, timeout: Double, maxBodyBytes: Int,
            host: String
        ) -> Result<[UInt8], NetworkError> {
            let deadline = Date().addingTimeInterval(timeout)
            // The head of an answer is small; a body past the limit is refused as it streams in.
            let maxBytes = maxBodyBytes + 65_536
            let descriptor = Glibc.socket(AF_INET6, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard descriptor >= 0, socket.adopt(descriptor) else { return .failure(.unreachable(host: host)) }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            var address = request.address
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
            if connected != 0 {
                guard errno == EINPROGRESS else { return .failure(.unreachable(host: host)) }
                guard wait(descriptor, for: Int16(POLLOUT), until: deadline) else {
                    return .failure(.timeout(seconds: timeout))
                }
                var failure: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length)
                guard failure == 0 else { return .failure(.unreachable(host: host)) }
            }
            var pending = request.bytes[...]
            while !pending.isEmpty {
                guard wait(descriptor, for: Int16(POLLOUT), until: deadline) else {
                    return .failure(.timeout(seconds: timeout))
                }
                let sent = pending.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if sent < 0, errno != EAGAIN, errno != EINTR { return .failure(.connectionClosed(host: host)) }
                if sent > 0 { pending = pending.dropFirst(sent) }
            }
            var answer: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                guard wait(descriptor, for: Int16(POLLIN), until: deadline) else {
                    return .failure(.timeout(seconds: timeout))
                }
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count == 0 { return .success(answer) }
                if count < 0 {
                    if errno == EAGAIN || errno == EINTR { continue }
                    return .failure(.connectionClosed(host: host))
                }
                answer += buffer[..<count]
                if answer.count > maxBytes { return .failure(.tooLarge(limitBytes: maxBodyBytes)) }
                // A server that keeps the connection open despite `Connection: close` has answered
                // once its framing says so; waiting for the close would end in the deadline.
                if isComplete(answer) { return .success(answer) }
            }
        }

        /// Whether `answer` holds a whole response by its own framing: the body its `Content-Length`
        /// announces, or the last chunk of a chunked body. A body framed by the close never is.
        private static func isComplete(_ answer: [UInt8]) -> Bool {
            guard let end = headEnd(of: answer) else { return false }
            let head = String(decoding: answer[..<end], as: UTF8.self).lowercased()
            let bodyBytes = answer.count - end - 4
            if head.contains("\r\ntransfer-encoding:") && head.contains("chunked") {
                return answer.suffix(5).elementsEqual("0\r\n\r\n".utf8)
            }
            for line in head.components(separatedBy: "\r\n") where line.hasPrefix("content-length:") {
                return Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
                    .map { bodyBytes >= $0 } ?? false
            }
            return false
        }

        /// Where the head of `answer` ends: the index of its blank line's `\r\n\r\n`.
        private static func headEnd(of answer: [UInt8]) -> Int? {
            let separator = Array("\r\n\r\n".utf8)
            return answer.indices.first { answer[$0...].starts(with: separator) }
        }

        /// Whether `descriptor` is ready for `events` before `deadline`.
        private static func wait(_ descriptor: Int32, for events: Int16, until deadline: Date) -> Bool {
            while true {
                let milliseconds = Int32(max(0, min(deadline.timeIntervalSinceNow * 1000, 3_600_000)).rounded(.up))
                var entry = pollfd(fd: descriptor, events: events, revents: 0)
                let ready = poll(&entry, 1, milliseconds)
                if ready < 0, errno == EINTR { continue }
                return ready > 0
            }
        }

        /// The status, headers and body of a complete answer.
        private static func parse(_ answer: [UInt8], host: String, maxBodyBytes: Int) -> Result<
            HTTPResponse, NetworkError
        > {
            guard let end = headEnd(of: answer) else {
                return .failure(.connectionClosed(host: host))
            }
            let head = String(decoding: answer[..<end], as: UTF8.self).components(separatedBy: "\r\n")
            let statusParts = head.first?.split(separator: " ", maxSplits: 2) ?? []
            guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/1."), let status = Int(statusParts[1]) else {
                return .failure(
                    .undecodable(path: "(root)", reason: "the answer's compression or HTTP framing is corrupt"))
            }
            var headers: [String: String] = [:]
            for line in head.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                    in: .whitespaces)
            }
            var body = Array(answer[(end + 4)...])
            if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
                guard let decoded = dechunked(body) else { return .failure(.connectionClosed(host: host)) }
                body = decoded
            } else if let length = headers["content-length"].flatMap({ Int($0) }) {
                guard length <= maxBodyBytes else { return .failure(.tooLarge(limitBytes: maxBodyBytes)) }
                guard body.count >= length else { return .failure(.connectionClosed(host: host)) }
                body = Array(body.prefix(length))
            }
            guard body.count <= maxBodyBytes else { return .failure(.tooLarge(limitBytes: maxBodyBytes)) }
            return .success(HTTPResponse(status: status, headers: headers, body: Data(body)))
        }

        /// A chunked body decoded, or nil when it ends before its last chunk.
        private static func dechunked(_ bytes: [UInt8]) -> [UInt8]? {
            var body: [UInt8] = []
            var index = 0
            while true {
                guard let lineEnd = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
                let sizeText =
                    String(decoding: bytes[index..<lineEnd], as: UTF8.self)
                    .split(separator: ";").first?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                guard let size = Int(sizeText, radix: 16), size >= 0 else { return nil }
                if size == 0 { return body }
                let start = lineEnd + 1
                guard bytes.count >= start + size else { return nil }
                body += bytes[start..<(start + size)]
                index = start + size
                if bytes[index...].starts(with: Array("\r\n".utf8)) { index += 2 }
            }
        }
    }

    /// The socket of one `SocketTransfer`, shared with the cancellation handler under a lock.
    private final class SocketBox: @unchecked Sendable {
        private let lock = NSLock()
        private var descriptor: Int32 = -1
        private var cancelled = false

        /// Whether the transfer was cancelled.
        var wasCancelled: Bool { lock.withLock { cancelled } }

        /// Keeps `descriptor`; false (and closes it) when the transfer was already cancelled.
        func adopt(_ descriptor: Int32) -> Bool {
            lock.withLock {
                guard !cancelled else {
                    Glibc.close(descriptor)
                    return false
                }
                self.descriptor = descriptor
                return true
            }
        }

        /// Marks the transfer cancelled and wakes its blocking calls.
        func cancel() {
            lock.withLock {
                cancelled = true
                if descriptor >= 0 { shutdown(descriptor, Int32(SHUT_RDWR)) }
            }
        }

        func close() {
            lock.withLock {
                if descriptor >= 0 { Glibc.close(descriptor) }
                descriptor = -1
            }
        }
    }
#endif
