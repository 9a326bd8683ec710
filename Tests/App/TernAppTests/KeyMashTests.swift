import Foundation
import TerminalCore
import Testing

/// The real app (both sections on sample data) through a long seeded run of random keys and
/// resizes, checking after every step that the selection is inside its list, the frame fits the
/// terminal with no control character in it, and that closing a modal (help, a more-info sheet)
/// gives back exactly the frame that was beneath it.
///
/// `TERN_MASH_STEPS` (default 100,000) and `TERN_MASH_SEED` (decimal or `0x…`; default fixed) set
/// the run; the seed is printed first and again with any failure. `make soak` runs a longer one.
@Suite struct KeyMashTests {
    static let defaultSeed: UInt64 = 0x7E27_4D45_5348_2026
    static let defaultSteps = 100_000

    @Test func theAppSurvivesAKeyMash() async throws {
        let seed = Self.environment("TERN_MASH_SEED").flatMap(Self.seed(from:)) ?? Self.defaultSeed
        let steps = Self.environment("TERN_MASH_STEPS").flatMap { Int($0) } ?? Self.defaultSteps
        let rerun = "TERN_MASH_SEED=\(seed) TERN_MASH_STEPS=\(steps) swift test --filter KeyMashTests"
        print("key mash: seed \(seed), \(steps) steps — reproduce with \(rerun)")
        var keys = KeyMashKeys(seed: seed)
        let mash = KeyMashApp(size: Size(width: 80, height: 24))
        try await mash.start()
        var recent: [KeyMashStep] = []
        var modals = KeyMashModals()
        var framesChecked = 0
        var checked: Buffer?
        var before = mash.moment
        for index in 0..<steps {
            let step = keys.next()
            recent = Array((recent + [step]).suffix(25))
            let presents = mash.terminal.presentCount
            func fail(_ message: String) {
                Issue.record(
                    """
                    key mash step \(index): \(message)
                    reproduce: \(rerun)
                    last steps: \(recent.map(\.description).joined(separator: ", "))
                    frame (\(mash.terminal.size.width)×\(mash.terminal.size.height)):
                    \(mash.terminal.screenText)
                    """)
            }
            do {
                try await mash.apply(step)
            } catch {
                return fail("a started request was never answered")
            }
            if let violation = mash.selectionViolation { return fail(violation) }
            if mash.terminal.presentCount != presents || before.segment != mash.segments {
                framesChecked += 1
                let frame = mash.terminal.frame
                if let violation = KeyMashInvariants.violation(in: frame, size: mash.terminal.size, previous: checked) {
                    return fail(violation)
                }
                checked = frame
            }
            let after = mash.moment
            let isResize = if case .resize = step.input { true } else { false }
            if let mismatch = modals.record(from: before, to: after, resized: isResize) {
                return fail(mismatch)
            }
            before = after
        }
        print(
            "key mash: \(steps) steps, \(framesChecked) frames checked, \(mash.segments) segments, "
                + "\(modals.exactRestores) modals closed back to the exact frame beneath, "
                + "\(modals.changedBeneath) closed over states that changed meanwhile")
        #expect(modals.exactRestores > steps / 100)
        #expect(framesChecked > steps / 10)
    }

    private static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A seed written in decimal or as `0x…` hex.
    private static func seed(from text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text, radix: 10)
    }
}
