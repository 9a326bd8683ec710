import TerminalCore

extension CursesInputDecoder {
    /// The mouse report of an SGR sequence (`ESC [ < button ; column ; row M` for a press, `m` for a
    /// release; columns and rows from 1), or `nil` for what tern does not use: motion, the
    /// horizontal wheel, buttons beyond the third, and malformed or out-of-range fields.
    static func sgrMouse(_ body: Substring, final: UInt8) -> MouseEvent? {
        let fields = body.split(separator: ";", omittingEmptySubsequences: false)
        guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), fields.count == 3,
            let code = Int(fields[0]), let column = Int(fields[1]), let row = Int(fields[2])
        else { return nil }
        return mouse(code: code, column: column, row: row, released: final == UInt8(ascii: "m"))
    }

    /// The mouse report of a legacy X10 sequence (`ESC [ M` then three bytes, each its value plus 32),
    /// which a terminal without SGR mode sends; `nil` for what tern does not use.
    static func legacyMouse(_ bytes: [UInt32]) -> MouseEvent? {
        guard bytes.count == 3, bytes.allSatisfy({ $0 >= 32 }) else { return nil }
        let code = Int(bytes[0]) - 32
        return mouse(code: code, column: Int(bytes[1]) - 32, row: Int(bytes[2]) - 32, released: code & 3 == 3)
    }

    /// Button code bits (xterm): 0–2 left, middle, right (3: release in X10); +4 Shift, +8 Meta,
    /// +16 Ctrl; +32 motion; +64 wheel (0 up, 1 down, 2 and 3 sideways); +128 buttons 8–11.
    private static func mouse(code: Int, column: Int, row: Int, released: Bool) -> MouseEvent? {
        guard code >= 0, column >= 1, row >= 1, code & (32 | 128) == 0 else { return nil }
        let action: MouseEvent.Action
        if code & 64 != 0 {
            switch code & 3 {
            case 0: action = .wheelUp
            case 1: action = .wheelDown
            default: return nil
            }
        } else if released {
            action = .release
        } else {
            switch code & 3 {
            case 0: action = .press(.left)
            case 1: action = .press(.middle)
            case 2: action = .press(.right)
            default: action = .release
            }
        }
        return MouseEvent(action, x: column - 1, y: row - 1)
    }
}
