import Foundation

/// tern's man page as `make release` generates it: `tern --experimental-dump-help` through the
/// built `tern-manual` (`TERN_MANUAL_BINARY`, else `.build/debug/tern-manual`).
enum ManualPageFile {
    static var generatorPath: String {
        BuiltBinary.path(variable: "TERN_MANUAL_BINARY", relativePath: ".build/debug/tern-manual")
    }

    /// The page's roff text, its KEYS section from `tern keys --defaults` as `make release` writes it.
    static func generate() throws -> String {
        let keys = FileManager.default.temporaryDirectory.appendingPathComponent("tern-keys-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: keys) }
        let command =
            "'\(TernBinary.path)' keys --defaults > '\(keys.path)' && '\(TernBinary.path)' --experimental-dump-help"
            + " | '\(generatorPath)' --keys '\(keys.path)' 0.1.0 2026-11-28"
        let result = try SpawnedProcess.run(
            ["bash", "-c", "set -o pipefail; " + command], environment: TernEnvironment.isolated())
        guard result.status == 0 else { throw Failure(message: result.standardError) }
        return result.standardOutput
    }

    /// The page's section titles (`.SH`), in order.
    static func sections(of page: String) -> [String] {
        page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }.map { String($0.dropFirst(4)) }
    }

    /// The command lines of the page's examples: each `.TP` tag in bold that starts with "tern",
    /// under EXAMPLES and under a command's Examples, as plain text.
    static func examples(of page: String) -> [String] {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var examples: [String] = []
        var inExamples = false
        for (index, line) in lines.enumerated() {
            if line.hasPrefix(".SH ") || line.hasPrefix(".SS ") || line.hasPrefix("\\fI") {
                inExamples = line == ".SH EXAMPLES" || line == "\\fIExamples\\fR"
            }
            guard inExamples, line == ".TP", index + 1 < lines.count else { continue }
            let tag = plain(lines[index + 1])
            if tag.hasPrefix("tern ") || tag == "tern" { examples.append(tag) }
        }
        return examples
    }

    /// Roff text as it reads: `\fB…\fR` dropped, `\-` a hyphen, `\e` a backslash, `\[uXXXX]` its character.
    static func plain(_ roff: String) -> String {
        var text = roff.replacingOccurrences(of: "\\fB", with: "").replacingOccurrences(of: "\\fR", with: "")
            .replacingOccurrences(of: "\\fI", with: "").replacingOccurrences(of: "\\-", with: "-")
            .replacingOccurrences(of: "\\e", with: "\\").replacingOccurrences(of: "\\&", with: "")
        while let range = text.range(of: #"\\\[u[0-9A-F]{4,5}\]"#, options: .regularExpression) {
            let hex = text[range].dropFirst(3).dropLast()
            text.replaceSubrange(range, with: String(Character(Unicode.Scalar(UInt32(hex, radix: 16)!)!)))
        }
        return text
    }

    struct Failure: Error {
        let message: String
    }
}
