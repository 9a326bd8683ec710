// tern-bench: release-build benchmarks. Each group lives in its own file and prints its own table.
// `tern-bench --profile-pubsub [chain|fanout|published|cancel]` runs PubSub-only workloads for a profiler.
// `tern-bench --memory-probe pubsub|opencombine passthrough|currentValue|published` is workload 5's child
// process (see MemoryProbe).
// `tern-bench --only NAME[,NAME…]` runs some groups: pubsub, rendering, latency, startup, filter, decoding,
// interaction, resize.
if let flag = CommandLine.arguments.firstIndex(of: MemoryProbe.flag) {
    let arguments = CommandLine.arguments.dropFirst(flag + 1)
    let kind = IdleSubject.allCases.first { "\($0)" == arguments.dropFirst().first } ?? .passthrough
    MemoryProbe.runChild(library: arguments.first ?? "", kind: kind)
} else if let flag = CommandLine.arguments.firstIndex(of: "--profile-pubsub") {
    let only = CommandLine.arguments.indices.contains(flag + 1) ? CommandLine.arguments[flag + 1] : nil
    func runs(_ workload: String) -> Bool { only == nil || only == workload }
    if runs("chain") { blackHole(PubSubWorkloads.chain(sends: 2_000_000)) }
    if runs("fanout") { blackHole(PubSubWorkloads.fanOut(sinks: 100, sends: 20_000)) }
    if runs("published") { blackHole(PubSubWorkloads.published(assignments: 1_000_000, observeWillChange: true)) }
    if runs("cancel") { blackHole(PubSubWorkloads.sinkAndCancel(cycles: 1_000_000)) }
} else {
    let only = CommandLine.arguments.firstIndex(of: "--only").flatMap {
        CommandLine.arguments.indices.contains($0 + 1)
            ? Set(CommandLine.arguments[$0 + 1].split(separator: ",").map(String.init)) : nil
    }
    func runs(_ group: String) -> Bool { only?.contains(group) ?? true }
    print("tern-bench (release build; best of several runs; ratios > 1 mean tern is faster)")
    if runs("pubsub") { PubSubBenchmarks.run() }
    print("\ntern: \(BenchSetup.ternBinary)")
    if runs("rendering") { RenderingBenchmarks.run() }
    if runs("latency") { LatencyBenchmarks.run() }
    if runs("startup") { StartupBenchmarks.run() }
    if runs("filter") { FilterBenchmarks.run() }
    if runs("decoding") { await DecodingBenchmarks.run() }
    if runs("interaction") { InteractionBenchmarks.run() }
    if runs("resize") { ResizeBenchmarks.run() }
    // A run of some groups only would replace every table of docs/PERFORMANCE.md with its own.
    if only == nil { BenchReport.writeMarkdown() }
}
