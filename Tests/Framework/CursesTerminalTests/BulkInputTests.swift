import Glibc
import Testing

@testable import CursesTerminal

/// A paste's body read from standard input in bulk: UTF-8 decoded into reads, a character cut at
/// a chunk's end kept for the next, malformed bytes as U+FFFD, nothing read when nothing waits.
@Suite struct BulkInputTests {
    /// A pipe whose write end gets `chunks`, one `fill` after each.
    private func reads(_ chunks: [[UInt8]]) -> [CursesKeyDecoder.RawInput] {
        var descriptors: [Int32] = [-1, -1]
        pipe(&descriptors)
        defer { descriptors.forEach { close($0) } }
        var input = BulkInput()
        var result: [CursesKeyDecoder.RawInput] = []
        let filledEmpty = input.fill(from: descriptors[0])
        #expect(!filledEmpty, "nothing waiting: nothing read, no blocking")
        for chunk in chunks {
            _ = chunk.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
            _ = input.fill(from: descriptors[0])
            while let read = input.next() { result.append(read) }
        }
        return result
    }

    private func characters(_ text: String) -> [CursesKeyDecoder.RawInput] {
        text.unicodeScalars.map { .character($0.value) }
    }

    @Test func textIsDecodedFromUTF8WhereverTheChunksAreCut() {
        let bytes = Array("zé日本😀\u{1b}[201~".utf8)
        for cut in 0...bytes.count {
            #expect(
                reads([Array(bytes[..<cut]), Array(bytes[cut...])]) == characters("zé日本😀\u{1b}[201~"), "cut at \(cut)")
        }
    }

    @Test func malformedBytesBecomeReplacementCharacters() {
        #expect(reads([[0x61, 0xFF, 0x62, 0xC3, 0x28, 0xED, 0xA0, 0x80]]) == characters("a\u{FFFD}b\u{FFFD}(\u{FFFD}"))
    }
}
