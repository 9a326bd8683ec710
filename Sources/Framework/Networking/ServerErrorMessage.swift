import Foundation

/// Finds a provider's own error message in an error body.
///
/// Knows the common JSON shapes: `{"message": "..."}` (OpenWeatherMap), `{"error": {"message": "..."}}`,
/// `{"error": "CODE"}` (DummyAPI), `{"reason": "..."}` (Open-Meteo) and `{"status_message": "..."}`
/// (TMDB). The result is one line, at most 200 characters, with any secret value masked.
enum ServerErrorMessage {
    static let maximumLength = 200

    static func extract(from body: Data, hiding secrets: SecretRedactor) -> String? {
        guard !JSONNesting.exceedsMaximumDepth(body),
            let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
        else { return nil }
        let nestedError = object["error"] as? [String: Any]
        let candidates: [Any?] = [
            object["message"], nestedError?["message"], object["error"], object["reason"], object["status_message"],
        ]
        for case let text as String in candidates {
            let cleaned = clean(text, hiding: secrets)
            if !cleaned.isEmpty { return cleaned }
        }
        return nil
    }

    private static func clean(_ text: String, hiding secrets: SecretRedactor) -> String {
        var line = secrets.redact(text.components(separatedBy: .newlines).joined(separator: " "))
            .trimmingCharacters(in: .whitespaces)
        line = String(line.unicodeScalars.filter { $0.properties.generalCategory != .control }.map(Character.init))
        return line.count > maximumLength ? String(line.prefix(maximumLength - 1)) + "…" : line
    }
}
