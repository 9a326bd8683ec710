/// The physical floor for workloads (1) and (2): an array of closures called in a loop.
///
/// The closures come from non-inlined factories so the optimiser cannot fold the loop away.
enum Floors {
    static func chain(sends: Int) -> Int {
        let sum = Accumulator()
        let stages = makeChainStages(sum)
        for value in 0..<sends {
            for stage in stages { stage(value) }
        }
        return sum.total
    }

    static func fanOut(sinks: Int, sends: Int) -> Int {
        let sum = Accumulator()
        let closures = makeSinks(sinks, sum)
        for value in 0..<sends {
            for closure in closures { closure(value) }
        }
        return sum.total
    }

    @inline(never)
    private static func makeChainStages(_ sum: Accumulator) -> [(Int) -> Void] {
        [
            { value in
                let mapped = value &* 3
                if mapped & 1 == 0 { sum.total &+= mapped }
            }
        ]
    }

    @inline(never)
    private static func makeSinks(_ count: Int, _ sum: Accumulator) -> [(Int) -> Void] {
        (0..<count).map { _ in { sum.total &+= $0 } }
    }

    /// Shared mutable total the closures add into.
    private final class Accumulator {
        var total = 0
    }
}
