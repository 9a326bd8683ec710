extension String {
    /// The text with every byte of its UTF-8 outside RFC 3986's unreserved characters (`A–Z a–z 0–9
    /// - . _ ~`) percent-encoded: `&`, `=`, `+`, `/`, `?`, spaces and non-ASCII letters all are, so a
    /// value can never leak into a URL's structure (`São Paulo` → `S%C3%A3o%20Paulo`).
    var percentEncodingAllButUnreserved: String {
        var encoded = ""
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                encoded.unicodeScalars.append(contentsOf: ["%", hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
        }
        return encoded
    }
}
