#if canImport(Glibc)
    import Glibc
#endif

/// A `strftime` pattern as its conversions and the text between them, so that a shorter form can
/// be cut from a locale's longer one: "%a %-d. %b %H:%M:%S %Z %Y" kept to weekday, day and month
/// is "%a %-d. %b".
struct StrftimePattern: Equatable {
    /// What a conversion writes.
    enum Field: Equatable {
        case weekday, day, month, year, hour, minute, dayPeriod
    }

    /// A conversion ("%-d", "%Oe") and its field, `nil` for one no short form keeps (seconds, zone…),
    /// or text to copy.
    enum Piece: Equatable {
        case conversion(String, Field?)
        case text(String)
    }

    /// The pieces in order.
    var pieces: [Piece]

    /// `pattern` in pieces, with `%T`, `%R`, `%r`, `%D`, `%F` and `%X` written out (`%r` and `%X`
    /// as the locale's `info` says, C's when it says nothing).
    init(_ pattern: String, expanding info: (nl_item) -> String = { _ in "" }) {
        pieces = Self.parse(pattern, expanding: info, depth: 0)
    }

    private init(pieces: [Piece]) { self.pieces = pieces }

    /// The text of the pattern, "%" written as "%%".
    var text: String {
        pieces.map { piece in
            switch piece {
            case .conversion(let spec, _): spec
            case .text(let text): text.replacing("%", with: "%%")
            }
        }.joined()
    }

    /// Whether every one of `fields` is written.
    func has(_ fields: [Field]) -> Bool {
        fields.allSatisfy { field in pieces.contains { if case .conversion(_, field) = $0 { true } else { false } } }
    }

    /// Only the conversions of `fields`, each with the word that follows it ("日" after "%e", ")"
    /// after "%a"), joined by the separator that stood before each in the pattern (". " between
    /// "%-d" and "%b"); days and numeric months lose their padding, names are abbreviated.
    func keeping(_ fields: Set<Field>) -> StrftimePattern {
        var kept: [Piece] = []
        var separator = ""
        var keptLast = false
        for piece in pieces {
            switch piece {
            case .conversion(let spec, let field):
                keptLast = field.map(fields.contains) ?? false
                if keptLast {
                    if !kept.isEmpty, !separator.isEmpty { kept.append(.text(separator)) }
                    kept.append(.conversion(Self.shortened(spec), field))
                }
                separator = ""
            case .text(let text):
                let word = String(text.prefix { !Self.separators.contains($0) })
                if keptLast, !word.isEmpty { kept.append(.text(word)) }
                separator += text.dropFirst(word.count)
                keptLast = false
            }
        }
        return StrftimePattern(pieces: kept)
    }

    /// What separates a pattern's parts rather than belonging to one: spaces and punctuation.
    private static let separators: Set<Character> = [
        " ", "\t", ".", ",", ":", ";", "/", "-", "(", "،", "\u{202B}", "\u{202C}",
    ]

    /// "%A" → "%a", "%B" → "%b", "%e"/"%d" → "%-d", "%m" → "%-m" (an `O` modifier kept).
    private static func shortened(_ spec: String) -> String {
        guard let conversion = spec.last else { return spec }
        let modifier = spec.contains("O") ? "O" : ""
        switch conversion {
        case "A": return "%" + modifier + "a"
        case "B": return "%" + modifier + "b"
        case "d", "e": return "%-" + modifier + "d"
        case "m": return "%-" + modifier + "m"
        default: return spec
        }
    }

    private static func field(of conversion: Character) -> Field? {
        switch conversion {
        case "a", "A", "u", "w": .weekday
        case "d", "e": .day
        case "b", "B", "h", "m": .month
        case "Y", "y", "C", "G", "g": .year
        case "H", "I", "k", "l": .hour
        case "M": .minute
        case "p", "P": .dayPeriod
        default: nil
        }
    }

    private static func parse(_ pattern: String, expanding info: (nl_item) -> String, depth: Int) -> [Piece] {
        var pieces: [Piece] = []
        func appendText(_ text: String) {
            if case .text(let last) = pieces.last {
                pieces[pieces.count - 1] = .text(last + text)
            } else {
                pieces.append(.text(text))
            }
        }
        var index = pattern.startIndex
        while index < pattern.endIndex {
            guard pattern[index] == "%" else {
                appendText(String(pattern[index]))
                index = pattern.index(after: index)
                continue
            }
            var end = pattern.index(after: index)
            while end < pattern.endIndex,
                "_-0^#".contains(pattern[end]) || pattern[end].isWholeNumber
                    || pattern[end] == "E" || pattern[end] == "O"
            {
                end = pattern.index(after: end)
            }
            guard end < pattern.endIndex else { break }
            let conversion = pattern[end]
            let spec = String(pattern[index...end])
            index = pattern.index(after: end)
            if conversion == "%" {
                appendText("%")
            } else if let expansion = expansion(of: conversion, info: info), depth < 2 {
                for piece in parse(expansion, expanding: info, depth: depth + 1) {
                    switch piece {
                    case .text(let text): appendText(text)
                    case .conversion: pieces.append(piece)
                    }
                }
            } else {
                pieces.append(.conversion(spec, field(of: conversion)))
            }
        }
        return pieces
    }

    private static func expansion(of conversion: Character, info: (nl_item) -> String) -> String? {
        switch conversion {
        case "T": return "%H:%M:%S"
        case "R": return "%H:%M"
        case "D": return "%m/%d/%y"
        case "F": return "%Y-%m-%d"
        case "r":
            let pattern = info(nl_item(T_FMT_AMPM))
            return pattern.isEmpty ? "%I:%M:%S %p" : pattern
        case "X":
            let pattern = info(nl_item(T_FMT))
            return pattern.isEmpty ? "%H:%M:%S" : pattern
        default: return nil
        }
    }
}
