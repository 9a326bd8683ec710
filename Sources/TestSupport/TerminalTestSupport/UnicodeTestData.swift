import Foundation

/// The Unicode Consortium's test data files as the Debian package `unicode-data` installs them
/// (/usr/share/unicode; `make deps` installs it): the oracles text folding and wrapping are checked
/// against. © Unicode, Inc., under the Unicode License.
public enum UnicodeTestData {
    /// Where the package puts the files.
    public static let folder = "/usr/share/unicode"

    /// Why a file could not be read.
    public struct Missing: Error, CustomStringConvertible {
        /// The file, and what went wrong.
        public let description: String
    }

    /// The data lines of the file at `path` under `folder` (a `.bz2` one decompressed with
    /// `bzcat`), without comments (`#` to the end of a line) and blank lines.
    public static func lines(of path: String) throws -> [Substring] {
        let location = "\(folder)/\(path)"
        guard FileManager.default.fileExists(atPath: location) else {
            throw Missing(description: "\(location) is missing: run make deps (apt-get install unicode-data bzip2)")
        }
        let data: Data
        if path.hasSuffix(".bz2") {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/bzcat")
            process.arguments = [location]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw Missing(description: "bzcat \(location) failed with status \(process.terminationStatus)")
            }
        } else {
            data = try Data(contentsOf: URL(fileURLWithPath: location))
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let content = line.prefix { $0 != "#" }
            return content.allSatisfy(\.isWhitespace) ? nil : content
        }
    }

    /// The text a field of scalars in hexadecimal, separated by spaces, stands for ("0044 0307").
    public static func text(ofHex field: some StringProtocol) -> String {
        String(
            String.UnicodeScalarView(
                field.split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }))
    }
}
