// tern-bench: release-build benchmarks. Each group lives in its own file and prints its own table.
// `tern-bench --profile-pubsub` runs a short PubSub-only workload for a profiler.
// `tern-bench --only NAME[,NAME…]` runs some groups: pubsub, rendering, latency, startup, filter, decoding.
if CommandLine.arguments.contains("--profile-pubsub") {
    blackHole(PubSubWorkloads.chain(sends: 200_000))
    blackHole(PubSubWorkloads.fanOut(sinks: 100, sends: 2_000))
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
    BenchReport.writeMarkdown()
}
