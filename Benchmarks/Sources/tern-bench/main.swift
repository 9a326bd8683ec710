// tern-bench: release-build benchmarks. Each group lives in its own file and prints its own table.
// `tern-bench --profile-pubsub` runs a short PubSub-only workload for a profiler.
if CommandLine.arguments.contains("--profile-pubsub") {
    blackHole(PubSubWorkloads.chain(sends: 200_000))
    blackHole(PubSubWorkloads.fanOut(sinks: 100, sends: 2_000))
} else {
    print("tern-bench (release build; best of several runs; ratios > 1 mean tern is faster)")
    PubSubBenchmarks.run()
}
