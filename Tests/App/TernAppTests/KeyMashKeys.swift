import TerminalCore

@testable import Services

/// The seeded source of key-mash steps: mostly list keys and the keys that open and close things,
/// then text (including characters no terminal sends, such as ESC and BEL), mouse reports (the
/// wheel, clicks and releases anywhere, the title bar and cells beyond the screen included),
/// pastes (5,000 characters, line breaks, escape sequences), function, Ctrl and Alt keys, rare
/// quits, and resizes: to the edges of "too small", common sizes, 1×1 and 250×80, or anything up
/// to 160×50. The same seed gives the same steps.
struct KeyMashKeys {
    private var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// Keys that move or open and close: the bulk of a mash.
    private static let common: [Key] = [
        .up, .down, .up, .down, .pageUp, .pageDown, .home, .end, .left, .right, .enter, .enter, .escape, .escape,
        .tab, .backTab, .backspace, .character("j"), .character("k"), .character("g"), .character("G"),
        .character("/"), .character("?"), .character("m"), .character("i"), .character("r"), .character("d"),
        .character("u"), .character(" "),
    ]

    /// Everything else a keyboard (or a confused decoder) can deliver.
    private static let rare: [Key] = [
        .delete, .insert, .function(1), .function(5), .function(12), .control("a"), .control("e"),
        .control("u"), .control("w"), .control("k"), .control("h"), .control("l"), .alt("x"), .alt("["),
        .character("é"), .character("日"), .character("🚀"), .character("e\u{301}"), .character("\u{1b}"),
        .character("\u{7}"), .character("\t"), .character("\u{7f}"), .character("\u{9b}"), .character("\u{202e}"),
        .character("\u{200b}"), .character("Q"), .character("0"), .character("9"), .character("-"),
        .character("\\"),
    ]

    private static let letters = Array("abcdefhlnopstvwxyzLONDÖSTY").map(Key.character)

    /// What a paste may hold: a city and a name, line breaks and tabs, escape sequences (even a
    /// paste's own end marker), wide and combining text, nothing at all, and 5,000 characters.
    private static let pastes = [
        "London", "ada", "q", "a\nb\r\nc\td", "\u{1b}[31mred\u{1b}[0m", "\u{1b}[201~",
        String(repeating: "x", count: 5_000),
        "日本語 🚀 e\u{301}", "", "\u{0}\u{7}\u{7f}\u{9b}", "São Paulo\n",
    ]

    private static let mouseActions: [MouseEvent.Action] = [
        .wheelUp, .wheelDown, .wheelDown, .press(.left), .press(.left), .press(.left), .release, .press(.right),
        .press(.middle),
    ]

    /// Sizes a resize picks from half the time (the other half is any size up to 160×50).
    private static let sizes = [
        Size(width: 80, height: 24), Size(width: 40, height: 10), Size(width: 39, height: 10),
        Size(width: 40, height: 9), Size(width: 99, height: 30), Size(width: 100, height: 30),
        Size(width: 132, height: 43), Size(width: 1, height: 1), Size(width: 250, height: 80),
    ]

    private static let pauses = [0, 0, 0, 0, 0, 0, 0, 10, 50, 120, 200, 600]

    mutating func next() -> KeyMashStep {
        let roll = generator.next() % 1_000
        let input: KeyMashStep.Input
        switch roll {
        case 0..<8: input = .resize(nextSize())
        case 8..<9: input = .key(generator.next() % 2 == 0 ? .character("q") : .control("c"))
        case 9..<560: input = .key(generator.pick(Self.common))
        case 560..<680: input = .mouse(nextMouseEvent())
        case 680..<690: input = .paste(generator.pick(Self.pastes))
        case 690..<860: input = .key(generator.pick(Self.letters))
        default: input = .key(generator.pick(Self.rare))
        }
        return KeyMashStep(input: input, pauseMilliseconds: generator.pick(Self.pauses))
    }

    /// A mouse report: mostly inside an 80×24 screen (a third of them on the title bar's row), now
    /// and then anywhere up to 250×80.
    private mutating func nextMouseEvent() -> MouseEvent {
        let action = generator.pick(Self.mouseActions)
        let x = Int(generator.next() % (generator.next() % 10 == 0 ? 250 : 80))
        let y = generator.next() % 3 == 0 ? 0 : Int(generator.next() % (generator.next() % 10 == 0 ? 80 : 24))
        return MouseEvent(action, x: x, y: y)
    }

    private mutating func nextSize() -> Size {
        if generator.next() % 2 == 0 { return generator.pick(Self.sizes) }
        return Size(width: Int(1 + generator.next() % 160), height: Int(1 + generator.next() % 50))
    }
}
