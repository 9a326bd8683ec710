import CNCursesW
import TerminalCore

/// Turns one read of `wget_wch` into a `Key`: ncurses key codes, control bytes and printable
/// characters. Sequences of reads (Alt-x, terminal replies) are `CursesInputDecoder`'s.
///
/// Pure apart from the ncurses constants it compares with, so it is tested without a terminal.
public enum CursesKeyDecoder {
    /// One read from `wget_wch`: a character (`OK`) or a key code (`KEY_CODE_YES`).
    public enum RawInput: Hashable, Sendable {
        /// A character read: its Unicode scalar value, or a control byte.
        case character(UInt32)
        /// An ncurses key code (`KEY_UP`, `KEY_RESIZE`, …).
        case keyCode(Int32)
    }

    private static let escape: UInt32 = 27

    /// Decodes a single read, with no Esc-prefix handling. `nil` for reads tern has no key for.
    public static func decode(_ input: RawInput) -> Key? {
        switch input {
        case .keyCode(let code): return keyCode(code)
        case .character(let code): return character(code)
        }
    }

    private static func keyCode(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE, KEY_A3: return .pageUp
        case KEY_NPAGE, KEY_C3: return .pageDown
        // Find and Select are where a VT220 keyboard has Home and End, and what ncurses reports
        // for tmux's Home and End (ESC [ 1 ~, ESC [ 4 ~) under TERM=xterm-256color; A1 and C1
        // are the keypad's corners.
        case KEY_HOME, KEY_FIND, KEY_A1: return .home
        case KEY_END, KEY_LL, KEY_SELECT, KEY_C1: return .end
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_IC: return .insert
        case KEY_BTAB: return .backTab
        case KEY_RESIZE: return .resize
        default:
            let f0 = tern_key_f0()
            if code > f0, code <= f0 + 63 { return .function(Int(code - f0)) }
            return nil
        }
    }

    private static func character(_ code: UInt32) -> Key? {
        switch code {
        case 10, 13: return .enter
        case 9: return .tab
        case 8, 0x7F: return .backspace
        case escape: return .escape
        case 1...26:
            guard let scalar = Unicode.Scalar(code + 0x60) else { return nil }
            return .control(Character(scalar))
        case 0..<0x20, 0x80..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }
}
