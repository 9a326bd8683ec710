#if canImport(Glibc)
    import Glibc
#endif

/// A number written as C's `printf` writes it in the POSIX locale ("%.1f", "%.2f", "%g"): correctly
/// rounded from the exact binary value, with a "." for the decimal point whatever the person's locale
/// (tern calls `setlocale(LC_ALL, "")` for the terminal), as Foundation's `String(format:)` wrote it.
/// FoundationEssentials has no `String(format:)` (decision 2060).
public enum PrintfNumber {
    /// The POSIX locale, made once; `uselocale` switches to it on the calling thread only.
    nonisolated(unsafe) private static let posix = newlocale(1 << LC_NUMERIC, "C", nil)

    /// `value` written with `format`, a printf conversion of one `double` ("%.1f mm" and the like).
    public static func string(_ format: String, _ value: Double) -> String {
        string(format, value, locale: posix)
    }

    /// `value` (a `Double`, or an `Int` for "%'ld") written with `format` in `locale` (its decimal
    /// separator and digit grouping); the POSIX locale when `nil`.
    static func string(_ format: String, _ value: some CVarArg, locale: locale_t?) -> String {
        let previous = uselocale(locale ?? posix)
        defer { uselocale(previous) }
        var buffer = [CChar](repeating: 0, count: 64)
        var length = Int(withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) })
        if length >= buffer.count {
            buffer = [CChar](repeating: 0, count: length + 1)
            length = Int(withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) })
        }
        return String(decoding: buffer.prefix(max(0, length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
