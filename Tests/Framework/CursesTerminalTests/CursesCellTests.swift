import CNCursesW
import Glibc
import TerminalCore
import TerminalTestSupport
import Testing

/// The cells tern builds against what ncurses stores (no screen needed: `setcchar`/`getcchar`
/// work on values).
@Suite struct CursesCellTests {
    @Test func aCellHoldsAsManyScalarsAsACcharT() {
        #expect(Int(tern_ccharw_max()) == Cell.maximumScalars)
    }

    @Test func ncursesKeepsEveryScalarOfEveryWorldNameCell() {
        setlocale(LC_ALL, "C.UTF-8")
        for entry in WorldNames.all {
            var buffer = Buffer(size: Size(width: 60, height: 1))
            buffer.write(entry.fullName, x: 0, y: 0)
            for cell in buffer.cells where !cell.isContinuation {
                let text = cell.grapheme.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
                var packed = cchar_t()
                #expect(tern_setcchar(&packed, text, tern_a_normal(), 0) == tern_ok(), "\(entry.script)")
                var back = [wchar_t](repeating: 0, count: Int(tern_ccharw_max()) + 1)
                var attributes = attr_t()
                var pair: Int16 = 0
                _ = getcchar(&packed, &back, &attributes, &pair, nil)
                let scalars = back.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
                #expect(scalars == Array(cell.grapheme.unicodeScalars), "\(entry.script): \(cell.grapheme)")
            }
        }
    }
}
