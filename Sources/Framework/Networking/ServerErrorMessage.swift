import FoundationEssentials
import TerminalCore

/// Finds a provider's own error message in an error body.
///
/// Knows the common JSON shapes: `{"message": "..."}` (OpenWeatherMap), `{"error": {"message": "..."}}`,
/// `{"error": "CODE"}` (DummyAPI), `{"reason": "..."}` (Open-Meteo) and `{"status_message": "..."}`
/// (TMDB). The result is one line, at most 200 characters, with any secret value masked.
enum ServerErrorMessage {
    static let maximumLength = 200

    static func extract(from body: Data, hiding secrets: SecretRedactor) -> String? {
        guard !JSONNesting.exceedsMaximumDepth(body),
            let candidates = try? JSONDecoder().decode(Candidates.self, from: body)
        else { return nil }
        for text in candidates.texts {
            let cleaned = clean(text, hiding: secrets)
            if !cleaned.isEmpty { return cleaned }
        }
        return nil
    }

    private static func clean(_ text: String, hiding secrets: SecretRedactor) -> String {
        var line = secrets.redact(text.split(whereSeparator: \.isNewline).joined(separator: " ")).trimmingWhitespace()
        line = String(line.unicodeScalars.filter { $0.properties.generalCategory != .control }.map(Character.init))
        return line.count > maximumLength ? String(line.prefix(maximumLength - 1)) + "…" : line
    }

    /// The texts of a JSON object's message fields, in the order they are tried; any other body
    /// (an array, a number) does not decode.
    private struct Candidates: Decodable {
        var texts: [String]

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let object = try decoder.container(keyedBy: Key.self)
            let nested = try? object.nestedContainer(keyedBy: Key.self, forKey: Key(stringValue: "error"))
            texts = [
                object.decodeLeniently(String.self, forKey: Key(stringValue: "message")),
                nested?.decodeLeniently(String.self, forKey: Key(stringValue: "message")),
                object.decodeLeniently(String.self, forKey: Key(stringValue: "error")),
                object.decodeLeniently(String.self, forKey: Key(stringValue: "reason")),
                object.decodeLeniently(String.self, forKey: Key(stringValue: "status_message")),
            ].compactMap { $0 }
        }
    }
}
