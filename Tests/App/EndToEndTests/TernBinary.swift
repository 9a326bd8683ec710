import Foundation

/// Where the built `tern` executable is: `TERN_BINARY`, else `.build/debug/tern` in the package
/// this test file belongs to (`make test` builds it first).
enum TernBinary {
    static var path: String { BuiltBinary.path(variable: "TERN_BINARY", relativePath: ".build/debug/tern") }

    static var exists: Bool { FileManager.default.isExecutableFile(atPath: path) }
}
