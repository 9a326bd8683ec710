import TerminalCore

extension CursesInputDecoder {
    /// The key of a VT or xterm control sequence that ncurses passed on because the terminfo entry
    /// names another one for that key — tmux sends Home and End as `ESC [ 1 ~` and `ESC [ 4 ~`
    /// whatever `TERM` says, rxvt sends `ESC [ 7 ~` and `ESC [ 8 ~`, and a terminal in the other
    /// cursor-key mode sends `ESC [ A` where terminfo expects `ESC O A`. Modifier parameters
    /// (`ESC [ 1 ; 5 A`) are ignored: tern binds no modified keys. `nil` for sequences of no key.
    static func vtKey(_ bytes: [UInt8], final: UInt8) -> Key? {
        let fields = String(decoding: bytes, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count <= 2, fields.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        if final == UInt8(ascii: "~") {
            switch fields.first.flatMap({ Int($0) }) {
            case 1, 7: return .home
            case 2: return .insert
            case 3: return .delete
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            default: return nil
            }
        }
        guard fields.count == 2 ? fields[0] == "1" : fields.first?.isEmpty ?? true else { return nil }
        return cursorKey(final)
    }

    /// The key of `ESC O` and `final` (SS3), as terminals send cursor and keypad keys in
    /// application mode and F1–F4; `nil` for other finals.
    static func ss3Key(_ final: UInt32) -> Key? {
        guard let byte = UInt8(exactly: final) else { return nil }
        switch byte {
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(byte - UInt8(ascii: "P")) + 1)
        default: return cursorKey(byte)
        }
    }

    /// The cursor key a final byte names in both forms: arrows, Home and End.
    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }
}

extension Character {
    /// True for the digits 0–9 only (not other scripts' digits).
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
