import Foundation
import Testing

@testable import Services

/// Runs one decoder entry point over `FuzzSettings.cases` mutated samples and fails the test, with
/// a reproduction line, for every case whose outcome breaks an invariant.
///
/// A crash cannot be caught in-process; it is reproduced from the printed seed (see docs/TESTING.md).
struct DecoderFuzzer {
    /// Test-visible name, also mixed into every case's seed.
    var name: String
    var samples: [FuzzSample]

    /// At most this many violations are reported per fuzzer; the rest are only counted.
    private static let reportLimit = 5

    /// Feeds every case to `check`, which drives the real service and returns broken invariants.
    func run(_ check: (FuzzCase) async -> [String]) async {
        guard !samples.isEmpty else { return }
        let indices = FuzzSettings.onlyCase.map { [$0] } ?? Array(0..<FuzzSettings.cases)
        var failures = 0
        for index in indices {
            var random = FuzzSettings.generator(for: name, index: index)
            let sample = samples[Int(random.next() % UInt64(samples.count))]
            let fuzzCase = sample.makeCase(fuzzer: name, index: index, using: &random)
            if FuzzSettings.trace || FuzzSettings.onlyCase != nil {
                print("fuzz: \(fuzzCase.summary)")
            }
            if FuzzSettings.onlyCase != nil {
                writeBody(of: fuzzCase)
            }
            let violations = await check(fuzzCase)
            guard !violations.isEmpty else { continue }
            failures += 1
            if failures <= Self.reportLimit {
                Issue.record(
                    "\(fuzzCase.summary)\n  \(violations.joined(separator: "\n  "))\n  reproduce: \(fuzzCase.reproduction)"
                )
            }
        }
        if failures > Self.reportLimit {
            Issue.record(
                "\(name): \(failures) of \(indices.count) cases broke an invariant (first \(Self.reportLimit) shown)")
        }
    }

    private func writeBody(of fuzzCase: FuzzCase) {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("tern-fuzz-\(fuzzCase.fuzzer)-\(fuzzCase.index).json")
        if (try? fuzzCase.body.write(to: url)) != nil {
            print("fuzz: body written to \(url.path)")
        }
    }
}
