import Foundation

/// One generated input: a mutated sample body and the HTTP status it is served with.
struct FuzzCase {
    var fuzzer: String
    var index: Int
    var sample: String
    var status: Int
    var operations: [String]
    var body: Data

    /// What to paste to run this case alone.
    var reproduction: String {
        "TERN_FUZZ_SEED=\(FuzzSettings.seed) TERN_FUZZ_CASE=\(index) swift test --filter \(fuzzer)"
    }

    var summary: String {
        "\(fuzzer) case \(index): \(sample) as \(status), \(body.count) bytes after \(operations.joined(separator: ", "))"
    }
}
