import Foundation

/// Workload 5, measured in a fresh process per library, subject kind and run: the heap and resident-set
/// growth of one subject (`PassthroughSubject`, `CurrentValueSubject` or an `@Published` property) with
/// 10,000 idle sinks stored in a `Set<AnyCancellable>`, as apps keep them.
///
/// A fresh process keeps the RSS delta honest: in the main process, pages freed by the speed
/// workloads are reused, so the delta of whichever library runs second shrinks by chance. A discarded
/// subject with 10 sinks is built first: it pages in the library's code and runtime metadata, which
/// are not per-sink costs (measured from process start they add 0.6–2.6 MB to either library, from
/// run to run), without leaving freed heap behind for the measured sinks to reuse.
enum MemoryProbe {
    static let flag = "--memory-probe"
    static let warmUpSinks = 10

    /// The child's side: builds the sinks with `library` ("pubsub" or "opencombine") on a subject of
    /// `kind` and prints the heap and RSS deltas in bytes, separated by a space.
    static func runChild(library: String, kind: IdleSubject) {
        let build: (Int) -> Any =
            library == "opencombine"
            ? { OpenCombineWorkloads.idleSinks($0, on: kind) } : { PubSubWorkloads.idleSinks($0, on: kind) }
        blackHole(build(warmUpSinks))
        let footprint = MemoryFootprint.of { build(PubSubBenchmarks.idleSinkCount) }
        print("\(footprint.heapBytes) \(footprint.rssBytes)")
    }

    /// The parent's side: runs this executable again as a probe for `library` and `kind` and reads its
    /// answer.
    static func measure(library: String, kind: IdleSubject) throws -> MemoryFootprint {
        let probe = Process()
        probe.executableURL = URL(
            fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        probe.arguments = [flag, library, "\(kind)"]
        let output = Pipe()
        probe.standardOutput = output
        try probe.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        probe.waitUntilExit()
        let fields = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard probe.terminationStatus == 0, fields.count == 2 else {
            throw BenchError("memory probe for \(library) on \(kind.rawValue) failed: \(text)")
        }
        return MemoryFootprint(heapBytes: fields[0], rssBytes: fields[1])
    }
}
