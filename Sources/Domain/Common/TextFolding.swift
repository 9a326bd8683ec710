import Foundation

/// Folds text for searching: case-, accent- and width-insensitive, so "Zoë" matches "zoe" and "ZOË".
public enum TextFolding {
    /// The folded form of `text`. Pure ASCII takes a fast path that lower-cases bytes; anything else
    /// goes through Foundation's folding, which gives the same answer for ASCII.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map(lowercasedASCII), as: UTF8.self)
        }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
    }

    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte + 0x20 : byte
    }
}
