import Foundation

/// Workload 5, measured in a fresh process per library: the heap and resident-set growth of
/// `replicas` subjects with 1,000 idle sinks each.
///
/// A fresh process keeps the RSS delta honest: in the main process, pages freed by the speed
/// workloads are reused, so the delta of whichever library runs second shrinks by chance.
enum MemoryProbe {
    static let flag = "--memory-probe"
    static let replicas = 100

    /// The child's side: builds the sinks with `library` ("pubsub" or "opencombine") and prints the
    /// heap and RSS deltas in bytes, separated by a space.
    static func runChild(library: String) {
        let sinks = PubSubBenchmarks.idleSinkCount
        let subject: () -> Any =
            library == "opencombine"
            ? { OpenCombineWorkloads.idleSinks(sinks) } : { PubSubWorkloads.idleSinks(sinks) }
        // One discarded subject first pages in the library's code and runtime metadata, which are not
        // per-sink costs (it frees about 1% of what the measured run then allocates).
        blackHole(subject())
        let footprint = MemoryFootprint.of { (0..<replicas).map { _ in subject() } }
        print("\(footprint.heapBytes) \(footprint.rssBytes)")
    }

    /// The parent's side: runs this executable again as a probe for `library` and reads its answer.
    static func measure(library: String) throws -> MemoryFootprint {
        let probe = Process()
        probe.executableURL = URL(
            fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        probe.arguments = [flag, library]
        let output = Pipe()
        probe.standardOutput = output
        try probe.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        probe.waitUntilExit()
        let fields = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard probe.terminationStatus == 0, fields.count == 2 else {
            throw BenchError("memory probe for \(library) failed: \(text)")
        }
        return MemoryFootprint(heapBytes: fields[0], rssBytes: fields[1])
    }
}
