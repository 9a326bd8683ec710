import TerminalCore

@testable import Services

/// The seeded source of key-mash steps: mostly list keys and the keys that open and close things,
/// then text (including characters no terminal sends, such as ESC and BEL), function, Ctrl and Alt
/// keys, rare quits, and resizes: to the edges of "too small", common sizes, 1×1 and 250×80, or
/// anything up to 160×50. The same seed gives the same steps.
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

    private static let letters = Array("abcdefhlnopstvwxyzLONDÖST").map(Key.character)

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
        case 9..<620: input = .key(generator.pick(Self.common))
        case 620..<820: input = .key(generator.pick(Self.letters))
        default: input = .key(generator.pick(Self.rare))
        }
        return KeyMashStep(input: input, pauseMilliseconds: generator.pick(Self.pauses))
    }

    private mutating func nextSize() -> Size {
        if generator.next() % 2 == 0 { return generator.pick(Self.sizes) }
        return Size(width: Int(1 + generator.next() % 160), height: Int(1 + generator.next() % 50))
    }
}
