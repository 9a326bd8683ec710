import Glibc

/// glibc's `wcwidth` in the C.UTF-8 locale: the oracle tern's `DisplayWidth` must equal and the
/// column counter the end-to-end tests read tmux panes with. Looked up at run time, because
/// Swift's Glibc module hides `wcwidth`.
public enum GlibcWidth {
    private static let wcwidth: @convention(c) (Int32) -> Int32 = {
        setlocale(LC_CTYPE, "C.UTF-8")
        guard let symbol = dlsym(nil, "wcwidth") else { fatalError("glibc has no wcwidth") }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()

    /// `wcwidth` of one code point.
    public static func of(codePoint: UInt32) -> Int {
        Int(wcwidth(Int32(bitPattern: codePoint)))
    }

    /// The columns a terminal that follows `wcwidth` advances over `text` (non-printable scalars
    /// count 0).
    public static func columns(of text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { $0 + max(0, of(codePoint: $1.value)) }
    }
}
