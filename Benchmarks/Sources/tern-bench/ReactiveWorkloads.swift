/// The PubSub benchmark workloads, implemented once per reactive library so both run the same code.
protocol ReactiveWorkloads {
    /// Library name for the table.
    static var name: String { get }
    /// (1) PassthroughSubject → map → filter → sink, `sends` values; returns a checksum.
    static func chain(sends: Int) -> Int
    /// (2) CurrentValueSubject with `sinks` sinks, `sends` values; returns a checksum.
    static func fanOut(sinks: Int, sends: Int) -> Int
    /// (3) @Published with one sink (and an objectWillChange sink if asked), `assignments` sets.
    static func published(assignments: Int, observeWillChange: Bool) -> Int
    /// (4) Create a sink on a PassthroughSubject and cancel it, `cycles` times.
    static func sinkAndCancel(cycles: Int) -> Int
    /// (5) `sinks` idle sinks on one subject of `kind`, stored in a `Set<AnyCancellable>` as apps do, kept
    /// alive in the returned value.
    static func idleSinks(_ sinks: Int, on kind: IdleSubject) -> Any
}

/// What workload 5's idle sinks listen to.
enum IdleSubject: String, CaseIterable {
    case passthrough = "PassthroughSubject"
    case currentValue = "CurrentValueSubject"
    case published = "@Published"
}

/// `sinks` links made by `attach` on `source`, kept in a `Set` as apps keep their cancellables, and kept
/// alive with the source in the returned value.
func idleLinks<Source, Link: Hashable>(_ sinks: Int, on source: Source, attach: (Source) -> Link) -> Any {
    var links = Set<Link>()
    for _ in 0..<sinks { links.insert(attach(source)) }
    return (source, links)
}
