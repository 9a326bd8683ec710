import TerminalCore

/// The editing state of a one-line text field: its text, a cursor counted in graphemes (0 is
/// before the first, `text.count` after the last), and whether the whole text is selected.
///
/// A selected text is replaced by what is typed next and removed by a deleting key; →/End (and
/// Ctrl-E) keep it with the cursor after it, ←/Home (and Ctrl-A) with the cursor before it.
///
/// A plain value kept in view state. Inserted text is sanitised (control characters and
/// newlines never enter), and a combining mark typed after a letter joins it. The text holds at most
/// `maximumLength` graphemes: what is typed or pasted past it is left out (`insert` and `paste` say
/// so), which keeps every edit cheap however much arrives at once.
public struct TextFieldState: Hashable, Sendable {
    /// The most graphemes a field holds: far more than a name or a city, few enough that editing
    /// stays cheap under a burst of typed keys or a 10 MB paste.
    public static let maximumLength = 256

    /// The text, sanitised.
    public private(set) var text: String
    /// The cursor, in graphemes from the start (0…`text.count`).
    public private(set) var cursor: Int
    /// Whether the whole text is selected, to be replaced by the next thing typed.
    public private(set) var isAllSelected = false

    /// A field holding `text` (sanitised), the cursor at `cursor` (clamped) or at the end.
    public init(text: String = "", cursor: Int? = nil) {
        let safe = TextSanitizer.sanitize(text)
        self.text = safe
        self.cursor = min(max(0, cursor ?? safe.count), safe.count)
    }

    /// True when there is no text.
    public var isEmpty: Bool { text.isEmpty }
    /// True when the text has `maximumLength` graphemes: nothing more can be typed.
    public var isFull: Bool { text.count >= Self.maximumLength }

    private var cursorIndex: String.Index {
        text.index(text.startIndex, offsetBy: cursor)
    }

    /// Inserts text at the cursor and moves the cursor after it, as much of it as fits in
    /// `maximumLength`; returns false when some was left out.
    @discardableResult
    public mutating func insert(_ typed: String) -> Bool {
        let room = Self.maximumLength - text.count
        var printable = String.UnicodeScalarView()
        var fits = true
        // A grapheme is rarely more than a few scalars: reading past this many is reading text
        // that cannot fit.
        let scalarLimit = max(0, room) * 8 + 8
        for scalar in typed.unicodeScalars where DisplayWidth.of(scalar) > 0 || scalar.value >= 0x300 {
            guard printable.count < scalarLimit else {
                fits = false
                break
            }
            printable.append(scalar)
        }
        guard !printable.isEmpty else { return fits }
        guard room > 0 else { return false }
        // Sanitised together with the text before it, so a typed combining mark joins its base.
        var before = TextSanitizer.sanitize(String(text[..<cursorIndex]) + String(printable))
        let after = text[cursorIndex...]
        let afterCount = after.count
        if before.count + afterCount > Self.maximumLength {
            before = String(before.prefix(Self.maximumLength - afterCount))
            fits = false
        }
        text = before + after
        cursor = min(before.count, text.count)
        return fits
    }

    /// Inserts pasted text as one edit, replacing the selection: tabs and line breaks (CR, LF or
    /// CRLF) become spaces, so a pasted line break never submits; other control characters are
    /// dropped. Returns false when some of it was left out at `maximumLength`.
    @discardableResult
    public mutating func paste(_ pasted: String) -> Bool {
        var flattened = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        // Only the start of a long paste can fit; the rest is not even looked at.
        let scalars = pasted.unicodeScalars.prefix(Self.maximumLength * 8 + 8)
        for scalar in scalars {
            defer { previous = scalar }
            switch scalar {
            case "\n" where previous == "\r": continue
            case "\t", "\n", "\r": flattened.append(" ")
            default: flattened.append(scalar)
            }
        }
        if isAllSelected { clear() }
        let fits = insert(String(flattened))
        return fits && scalars.endIndex == pasted.unicodeScalars.endIndex
    }

    /// Inserts one typed character, unless the field is full; returns false when it was left out.
    @discardableResult
    public mutating func insert(_ character: Character) -> Bool {
        insert(String(character))
    }

    /// Deletes the grapheme before the cursor.
    public mutating func backspace() {
        guard cursor > 0 else { return }
        let start = text.index(before: cursorIndex)
        text.removeSubrange(start..<cursorIndex)
        cursor -= 1
    }

    /// Deletes the grapheme after the cursor.
    public mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: cursorIndex)
    }

    /// Moves the cursor one grapheme left.
    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    /// Moves the cursor one grapheme right.
    public mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    /// Moves the cursor before the first grapheme.
    public mutating func moveHome() { cursor = 0 }
    /// Moves the cursor after the last grapheme.
    public mutating func moveEnd() { cursor = text.count }

    /// Deletes everything before the cursor (Ctrl-U).
    public mutating func deleteToStart() {
        text = String(text[cursorIndex...])
        cursor = 0
    }

    /// Deletes everything from the cursor on (Ctrl-K).
    public mutating func deleteToEnd() {
        text = String(text[..<cursorIndex])
    }

    /// Empties the field.
    public mutating func clear() {
        text = ""
        cursor = 0
        isAllSelected = false
    }

    /// Selects the whole text (nothing happens to an empty field), with the cursor after it.
    public mutating func selectAll() {
        isAllSelected = !text.isEmpty
        cursor = text.count
    }

    /// Applies an editing key; returns whether the key was one (Enter, Esc and Tab are not).
    ///
    /// ←/→, Home/End (and Ctrl-A/Ctrl-E), Backspace, Del (and Ctrl-D), Ctrl-U, Ctrl-K and
    /// printable characters.
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        if isAllSelected { return handleWithSelection(key) }
        switch key {
        case .left: moveLeft()
        case .right: moveRight()
        case .home, .control("a"): moveHome()
        case .end, .control("e"): moveEnd()
        case .backspace, .control("h"): backspace()
        case .delete, .control("d"): deleteForward()
        case .control("u"): deleteToStart()
        case .control("k"): deleteToEnd()
        case .character(let character): insert(character)
        default: return false
        }
        return true
    }

    /// An editing key while the whole text is selected.
    private mutating func handleWithSelection(_ key: Key) -> Bool {
        switch key {
        case .right, .end, .control("e"): moveEnd()
        case .left, .home, .control("a"): moveHome()
        case .backspace, .control("h"), .delete, .control("d"), .control("u"), .control("k"): clear()
        case .character(let character):
            clear()
            insert(character)
        default: return false
        }
        isAllSelected = false
        return true
    }
}
