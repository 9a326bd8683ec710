/// Repairs text that was UTF-8 but got decoded as Latin-1 on the way ("SÃ¸ndermarksvej" → "Søndermarksvej").
///
/// Only rewrites text whose every scalar is at most U+00FF, that has at least one non-ASCII scalar,
/// and whose bytes form valid UTF-8 — so genuine Latin-1 text such as "São" (ã followed by a plain
/// letter is not valid UTF-8) is left alone. Windows-1252 mojibake ("â€™") is not handled.
enum MojibakeRepair {
    static func repair(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: { $0.value >= 0x80 }), scalars.allSatisfy({ $0.value <= 0xFF }) else {
            return text
        }
        let bytes = scalars.map { UInt8(truncatingIfNeeded: $0.value) }
        return String(validating: bytes, as: UTF8.self) ?? text
    }

    /// `repair` for optional text.
    static func repair(_ text: String?) -> String? {
        text.map { repair($0) }
    }
}
