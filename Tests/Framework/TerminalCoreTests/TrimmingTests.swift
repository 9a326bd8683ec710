import Foundation
import TerminalCore
import Testing

/// The trimming FoundationEssentials lacks, against Foundation's own.
@Suite struct TrimmingTests {
    /// Every white-space and separator scalar, and some that only look alike, at either end and inside.
    @Test func trimmingRemovesWhatFoundationsSetsRemove() {
        let scalars: [Unicode.Scalar] = [
            "\t", "\n", "\u{0B}", "\u{0C}", "\r", " ", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{200A}",
            "\u{200B}", "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{FEFF}", "\u{180E}", "\u{301}",
            "a", "é",
        ]
        for first in scalars {
            for second in scalars {
                let text = String(first) + String(second) + "x y" + String(second) + String(first)
                #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
                #expect(text.trimmingSpacesAndTabs() == text.trimmingCharacters(in: .whitespaces))
            }
        }
        #expect(" \r\n ".trimmingWhitespace() == "")
        let disagreeing = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            let text = String(scalar) + "x"
            return text.trimmingWhitespace() != text.trimmingCharacters(in: .whitespacesAndNewlines)
                || text.trimmingSpacesAndTabs() != text.trimmingCharacters(in: .whitespaces)
        }
        #expect(disagreeing.isEmpty, "\(disagreeing.prefix(5))")
        #expect("\u{20}\u{301}".trimmingSpacesAndTabs() == " \u{301}".trimmingCharacters(in: .whitespaces))
    }
}
