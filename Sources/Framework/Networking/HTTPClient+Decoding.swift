import FoundationEssentials
import TerminalCore

extension HTTPClient {
    /// Sends `endpoint` and decodes a 2xx body as `T`.
    ///
    /// - Throws: `.http(status:message:)` for any other status, with the server's own message when
    ///   its JSON body has one; `.undecodable(path:reason:)` when the body does not decode, naming
    ///   the path that failed (e.g. `list[3].main.temp`); and whatever `send` throws.
    public func decode<T: Decodable>(
        _ type: T.Type,
        from endpoint: Endpoint,
        decoder: JSONDecoder = JSONDecoder()
    ) async throws(NetworkError) -> T {
        let response = try await send(endpoint)
        return try response.decoded(type, for: endpoint, decoder: decoder)
    }
}

extension HTTPResponse {
    /// Decodes a 2xx body as `T`, or turns the response into the matching `NetworkError`: `.emptyBody`
    /// for an empty or `null` body, `.unreadableCache` when a body served from the offline cache does
    /// not decode (the server is not to blame), else `.undecodable`.
    /// Shared by the async and publisher forms of `HTTPClient.decode`.
    public func decoded<T: Decodable>(
        _ type: T.Type,
        for endpoint: Endpoint,
        decoder: JSONDecoder = JSONDecoder()
    ) throws(NetworkError) -> T {
        guard (200..<300).contains(status) else {
            throw .http(status: status, message: ServerErrorMessage.extract(from: body, hiding: endpoint.redactor))
        }
        guard !isEmptyOrNull else {
            throw cachedAt == nil ? .emptyBody : .unreadableCache(host: endpoint.hostDescription)
        }
        do {
            return try decodedBody(type, decoder: decoder)
        } catch {
            throw cachedAt == nil ? error : .unreadableCache(host: endpoint.hostDescription)
        }
    }

    /// Whether the body is blank or the JSON `null` (only short bodies are looked at).
    private var isEmptyOrNull: Bool {
        guard body.count <= 64 else { return false }
        let text = String(decoding: body, as: UTF8.self).trimmingWhitespace()
        return text.isEmpty || text == "null"
    }

    private func decodedBody<T: Decodable>(_ type: T.Type, decoder: JSONDecoder) throws(NetworkError) -> T {
        guard !JSONNesting.exceedsMaximumDepth(body) else {
            throw .undecodable(path: "(root)", reason: "nested more than \(JSONNesting.maximumDepth) levels deep")
        }
        do {
            return try decoder.decode(type, from: Self.repairingLoneSurrogates(Self.repairingUTF8(body)))
        } catch let error as DecodingError {
            throw .undecodable(path: error.jsonPath, reason: error.reason)
        } catch {
            throw .undecodable(path: "(root)", reason: "the body is not valid JSON")
        }
    }

    /// `body` with every byte sequence that is not UTF-8 replaced by U+FFFD: JSONDecoder refuses a
    /// whole document for one bad byte, so one record's mangled name would cost the whole page
    /// instead of showing as "�" in that record. A body in UTF-16 or UTF-32 (a BOM, or a NUL among
    /// its first bytes, as JSONDecoder detects them) is left for the decoder.
    static func repairingUTF8(_ body: Data) -> Data {
        guard String(validating: body, as: UTF8.self) == nil else { return body }
        let head = Array(body.prefix(4))
        guard !head.contains(0), !head.starts(with: [0xFE, 0xFF]), !head.starts(with: [0xFF, 0xFE]) else {
            return body
        }
        return Data(String(decoding: body, as: UTF8.self).utf8)
    }

    /// `body` with every `\uXXXX` escape of a lone UTF-16 surrogate (a high one not followed by a
    /// low one, or a low one on its own) written `\uFFFD`: JSONDecoder refuses the whole string for
    /// one, so a name holding `\ud800` lost every good letter; now it keeps them, with "�" in place.
    static func repairingLoneSurrogates(_ body: Data) -> Data {
        let bytes = [UInt8](body)
        /// The UTF-16 unit of the `\uXXXX` escape at `index`, if there is one.
        func unit(at index: Int) -> UInt16? {
            guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { return nil }
            return UInt16(String(decoding: bytes[index + 2..<index + 6], as: UTF8.self), radix: 16)
        }
        var repaired: [UInt8]?
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                repaired?.append(bytes[index])
                index += 1
                continue
            }
            var length = 2
            var lone = false
            if let first = unit(at: index) {
                length = 6
                if (0xD800..<0xDC00).contains(first), let second = unit(at: index + 6),
                    (0xDC00..<0xE000).contains(second)
                {
                    length = 12
                } else if (0xD800..<0xE000).contains(first) {
                    lone = true
                }
            }
            if lone {
                if repaired == nil { repaired = Array(bytes[..<index]) }
                repaired?.append(contentsOf: Array("\\uFFFD".utf8))
            } else {
                repaired?.append(contentsOf: bytes[index..<min(index + length, bytes.count)])
            }
            index += length
        }
        return repaired.map { Data($0) } ?? body
    }
}
