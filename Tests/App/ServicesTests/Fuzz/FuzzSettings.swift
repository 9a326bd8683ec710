import Foundation

@testable import Services

/// How many cases each decoder fuzzer runs and from which seed, read once from the environment.
///
/// - `TERN_FUZZ_SEED`: the base seed (decimal or `0x…` hex); default fixed, so `make test` is the
///   same on every run. `make soak` passes a random one and prints it.
/// - `TERN_FUZZ_CASES`: cases per decoder (default 10,000).
/// - `TERN_FUZZ_CASE`: run only this case index and write its body to the temporary directory.
/// - `TERN_FUZZ_TRACE=1`: print every case before running it, so a crash names the last one.
enum FuzzSettings {
    static let defaultSeed: UInt64 = 0x7E27_F022_D0C5_2026
    static let defaultCases = 10_000

    static let seed: UInt64 = {
        let value = environment("TERN_FUZZ_SEED").flatMap(parseSeed) ?? defaultSeed
        print("fuzz: seed \(value), \(cases) cases per decoder — reproduce with TERN_FUZZ_SEED=\(value)")
        return value
    }()

    static let cases: Int = environment("TERN_FUZZ_CASES").flatMap { Int($0) }.map { max(1, $0) } ?? defaultCases

    static let onlyCase: Int? = environment("TERN_FUZZ_CASE").flatMap { Int($0) }

    static let trace = environment("TERN_FUZZ_TRACE") == "1"

    /// The generator for case `index` of the fuzzer `name`: independent of every other case, so one
    /// case reproduces alone from (seed, name, index).
    static func generator(for name: String, index: Int) -> SeededGenerator {
        var mixer = SeededGenerator(seed: seed ^ SeededGenerator.stableHash(name))
        for _ in 0..<2 { _ = mixer.next() }
        return SeededGenerator(seed: mixer.next() &+ UInt64(index) &* 0xD6E8_FEB8_6659_FD93)
    }

    static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") {
            return UInt64(trimmed.dropFirst(2), radix: 16)
        }
        return UInt64(trimmed)
    }

    private static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}
