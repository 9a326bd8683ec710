/// Keys read from their names, as a config file writes them (`[keys]`): `n`, `G`, `Down`, `PgDn`,
/// `Ctrl-N`, `F1`, `Space`, `Enter`, `Esc`, `Alt-x`, and each key's own `description` (`↓`).
extension Key {
    /// Why a name is not a key tern can bind.
    public enum NameProblem: Error, Equatable, Sendable, CustomStringConvertible {
        /// Nothing a key is called.
        case unknown(String)
        /// A key the terminal sends as another (Ctrl-I is Tab) or tern keeps (Ctrl-Z suspends).
        case reserved(String, because: String)

        /// One line: `unknown key name "Dwn"`, `Ctrl-I cannot be bound: the terminal sends it as Tab`.
        public var description: String {
            switch self {
            case .unknown(let name): "unknown key name \"\(name)\""
            case .reserved(let name, let reason): "\(name) cannot be bound: \(reason)"
            }
        }
    }

    /// The key `name` names: one character stands for itself (case matters: `g` and `G`), a named
    /// key is read in any case (`pgdn`, `PgDn`, `PageDown`), `Ctrl-` takes a letter, `Alt-` a
    /// character, `F` a number from 1 to 63.
    public init(name: String) throws(NameProblem) {
        if name.count == 1, let character = name.first, character != " " {
            guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw .unknown(name)
            }
            self = Self.named[String(character)] ?? .character(character)
            return
        }
        let lowered = name.lowercased()
        if let key = Self.named[lowered] {
            self = key
            return
        }
        if let letter = Self.suffix(of: lowered, after: ["ctrl-", "ctrl+", "c-"]) {
            guard letter.count == 1, let character = letter.first, character.isASCII, character.isLetter else {
                throw .unknown(name)
            }
            if let reason = Self.reservedControls[character] {
                throw .reserved("Ctrl-\(character.uppercased())", because: reason)
            }
            self = .control(character)
            return
        }
        if let rest = Self.suffix(of: name, after: ["Alt-", "alt-", "ALT-", "Alt+", "M-"]), rest.count == 1,
            let character = rest.first, character != " "
        {
            self = .alt(character)
            return
        }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...63).contains(number),
            !lowered.dropFirst().hasPrefix("0"), !lowered.dropFirst().hasPrefix("+")
        {
            self = .function(number)
            return
        }
        throw .unknown(name)
    }

    /// The rest of `text` after the first of `prefixes` it starts with.
    private static func suffix(of text: String, after prefixes: [String]) -> String? {
        prefixes.first(where: text.hasPrefix).map { String(text.dropFirst($0.count)) }
    }

    /// Named keys, lowercased, with the arrows as `description` writes them.
    private static let named: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right, "↑": .up, "↓": .down, "←": .left, "→": .right,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown, "home": .home, "end": .end,
        "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab, "shift-tab": .backTab,
        "backtab": .backTab, "backspace": .backspace, "del": .delete, "delete": .delete, "ins": .insert,
        "insert": .insert, "space": .character(" "),
    ]

    /// The Ctrl letters the terminal sends as other keys, or that tern keeps, and why.
    private static let reservedControls: [Character: String] = [
        "h": "the terminal sends it as Backspace", "i": "the terminal sends it as Tab",
        "j": "the terminal sends it as Enter", "m": "the terminal sends it as Enter",
        "z": "it suspends tern",
    ]
}
