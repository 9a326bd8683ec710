/// The PubSub group: runs each workload through PubSub and OpenCombine in this process and prints
/// times, allocations per send, the ratios against the targets and the bare-closure floor.
enum PubSubBenchmarks {
    static let chainSends = 10_000_000
    static let fanOutSinks = 1_000
    static let fanOutSends = 10_000
    static let assignments = 5_000_000
    static let cycles = 1_000_000
    static let idleSinkCount = 10_000
    static let repeats = 5

    @MainActor static func run() {
        var table = Table(
            title: "PubSub vs OpenCombine 0.14.0",
            columns: [
                "workload", "PubSub", "OpenCombine", "ratio", "target", "ok", "PubSub allocs/send", "floor",
                "PubSub/floor",
            ])

        let chainFloor = Measurement.best(of: repeats) { blackHole(Floors.chain(sends: chainSends)) }
        compare(
            &table, "1 map/filter/sink 10M sends", target: 4, perSend: chainSends, floor: chainFloor,
            pubSub: { blackHole(PubSubWorkloads.chain(sends: chainSends)) },
            openCombine: { blackHole(OpenCombineWorkloads.chain(sends: chainSends)) })

        let fanOutFloor = Measurement.best(of: repeats) {
            blackHole(Floors.fanOut(sinks: fanOutSinks, sends: fanOutSends))
        }
        compare(
            &table, "2 CurrentValueSubject 1000 sinks", target: 6, perSend: fanOutSends * fanOutSinks,
            floor: fanOutFloor,
            pubSub: { blackHole(PubSubWorkloads.fanOut(sinks: fanOutSinks, sends: fanOutSends)) },
            openCombine: { blackHole(OpenCombineWorkloads.fanOut(sinks: fanOutSinks, sends: fanOutSends)) })

        compare(
            &table, "3a @Published, 1 sink, 5M sets", target: 5, perSend: assignments,
            pubSub: { blackHole(PubSubWorkloads.published(assignments: assignments, observeWillChange: false)) },
            openCombine: {
                blackHole(OpenCombineWorkloads.published(assignments: assignments, observeWillChange: false))
            })
        compare(
            &table, "3b @Published + objectWillChange", target: 5, perSend: assignments,
            pubSub: { blackHole(PubSubWorkloads.published(assignments: assignments, observeWillChange: true)) },
            openCombine: {
                blackHole(OpenCombineWorkloads.published(assignments: assignments, observeWillChange: true))
            })
        compare(
            &table, "4 sink + cancel 1M", target: 10, perSend: cycles,
            pubSub: { blackHole(PubSubWorkloads.sinkAndCancel(cycles: cycles)) },
            openCombine: { blackHole(OpenCombineWorkloads.sinkAndCancel(cycles: cycles)) })
        table.print()

        printMemory()
    }

    private static func compare(
        _ table: inout Table, _ name: String, target: Double, perSend: Int, floor: Measurement? = nil,
        pubSub: () -> Void, openCombine: () -> Void
    ) {
        let ours = Measurement.best(of: repeats, pubSub)
        let theirs = Measurement.best(of: repeats, openCombine)
        let ratio = theirs.seconds / ours.seconds
        table.add([
            name, "\(ours.seconds.formatted(3)) s", "\(theirs.seconds.formatted(3)) s", "\(ratio.formatted(1))x",
            ">= \(target.formatted(0))x", ratio >= target ? "yes" : "NO",
            (Double(ours.allocations) / Double(perSend)).formatted(4),
            floor.map { "\($0.seconds.formatted(3)) s" } ?? "-",
            floor.map { "\((ours.seconds / $0.seconds).formatted(1))x" } ?? "-",
        ])
    }

    @MainActor private static func printMemory() {
        var table = Table(
            title: "5 memory for 10,000 idle sinks in a Set<AnyCancellable> (a fresh process each)",
            columns: ["subject", "measure", "PubSub", "OpenCombine", "PubSub share", "target", "ok"])
        for kind in IdleSubject.allCases {
            let ours: MemoryFootprint
            let theirs: MemoryFootprint
            do {
                ours = try MemoryProbe.measure(library: "pubsub", kind: kind)
                theirs = try MemoryProbe.measure(library: "opencombine", kind: kind)
            } catch {
                return BenchReport.failed("PubSub memory", error)
            }
            for (label, mine, other) in [
                ("heap bytes", ours.heapBytes, theirs.heapBytes), ("RSS delta", ours.rssBytes, theirs.rssBytes),
            ] {
                let share = Double(mine) / Double(max(1, other))
                table.add([
                    kind.rawValue, label, "\(mine / 1024) KiB", "\(other / 1024) KiB", share.formatted(3), "<= 0.25",
                    share <= 0.25 ? "yes" : "NO",
                ])
            }
        }
        table.print()
    }
}
