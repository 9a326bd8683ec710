/// Seeded random keys in tmux `send-keys` names for the end-to-end key mash: list keys, the keys
/// that open and close things, text (some of it non-ASCII), function, Ctrl and Alt keys; and raw
/// input written as a terminal sends it: SGR mouse reports anywhere on a 160×50 screen (the title
/// bar's section names included) and bracketed pastes.
///
/// Never a key that legitimately ends or stops tern: `q`, Ctrl-C, Ctrl-\ (SIGQUIT) and Ctrl-Z
/// (SIGTSTP). Ctrl-S and Ctrl-Q are in: tern turns flow control off. A 64-bit linear
/// congruential generator (Knuth's MMIX constants): plenty for picking keys, the same on every machine.
struct TmuxKeyMash {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    private static let keys = [
        "Up", "Down", "Up", "Down", "PageUp", "PageDown", "Home", "End", "Left", "Right", "Enter", "Enter",
        "Escape", "Tab", "BTab", "BSpace", "DC", "IC", "F1", "F5", "F12", "Space", "C-a", "C-e", "C-u",
        "C-w", "C-l", "C-k", "C-s", "C-q", "M-x", "j", "k", "g", "G", "/", "?", "m", "i", "r", "d", "u", "a", "e", "o",
        "s",
        "t", "L", "O", "N", "é", "日", "1", "-",
    ]

    mutating func next() -> String {
        Self.keys[below(Self.keys.count)]
    }

    /// Pasted texts: line breaks, tabs, escape sequences, a paste's own start marker, wide text, 5,000
    /// characters.
    private static let pastes = [
        "London", "a\nb\tc", "\u{1b}[31mred", "\u{1b}[200~", "日本 🚀", String(repeating: "z", count: 5_000), "",
    ]

    /// `count` raw inputs: mostly SGR mouse reports (wheel, presses and releases of every button),
    /// now and then a bracketed paste.
    mutating func nextRawInput(count: Int) -> String {
        (0..<count).map { _ in
            if below(10) == 0 { return "\u{1b}[200~" + Self.pastes[below(Self.pastes.count)] + "\u{1b}[201~" }
            let button = [0, 0, 0, 1, 2, 64, 65, 65][below(8)]
            let final = below(3) == 0 ? "m" : "M"
            let row = below(4) == 0 ? 1 : 1 + below(50)
            return "\u{1b}[<\(button);\(1 + below(160));\(row)\(final)"
        }.joined()
    }

    /// A size from 30×8 (too small) to 159×49.
    mutating func nextSize() -> (width: Int, height: Int) {
        (30 + below(130), 8 + below(42))
    }

    private mutating func below(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
