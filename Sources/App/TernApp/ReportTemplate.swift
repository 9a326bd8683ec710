import ArgumentParser
import FeatureKit
import TerminalCore

/// A `--format TEMPLATE`: text with `%`-codes, printed once per record (wttr.in's `format=`,
/// `tern weather London --format '%l: %c %t'`). `%%` is a `%`; any other code than the command's
/// own, or a `%` at the end, is a usage error that lists the codes. The line printed is sanitized
/// (decision 2030): neither the template nor a provider's text can drive the terminal.
struct ReportTemplate: Equatable, Sendable {
    private enum Part: Equatable, Sendable {
        case text(String)
        case code(Character)
    }

    private let parts: [Part]

    /// `template` parsed; `codes` are the letters it may use, with what each means.
    init(_ template: String, codes: [(letter: Character, meaning: String)]) throws(ValidationError) {
        var parts: [Part] = []
        var text = ""
        var iterator = template.makeIterator()
        while let character = iterator.next() {
            guard character == "%" else {
                text.append(character)
                continue
            }
            let letter = iterator.next()
            if letter == "%" {
                text.append("%")
            } else if let letter, codes.contains(where: { $0.letter == letter }) {
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(.code(letter))
            } else {
                let typed = letter.map { "unknown code %\($0)" } ?? "a % at the end"
                let list = codes.map { "%\($0.letter) \($0.meaning)" } + ["%% a %"]
                throw ValidationError("--format has \(typed); the codes are \(list.joined(separator: ", ")).")
            }
        }
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
    }

    /// The letters and meanings of codes that print a record's JSON keys.
    static func codes(_ codes: [ReportCode]) -> [(letter: Character, meaning: String)] {
        codes.map { ($0.letter, $0.meaning) }
    }

    /// The FORMAT CODES lines of a command's help: `  %c  meaning` entries, `%%` last.
    static func codeHelp(_ codes: [(letter: Character, meaning: String)]) -> String {
        (codes.map { ("%\($0.letter)", $0.meaning) } + [("%%", "a %")])
            .map { "  \($0)\(String(repeating: " ", count: 32 - $0.count))\($1)" }.joined(separator: "\n")
    }

    /// The line for one record, `value` giving each code's text, sanitized, with a final newline.
    func line(_ value: (Character) -> String) -> String {
        let text = parts.map { part in
            switch part {
            case .text(let text): text
            case .code(let letter): value(letter)
            }
        }
        return TextSanitizer.sanitize(text.joined()) + "\n"
    }
}
