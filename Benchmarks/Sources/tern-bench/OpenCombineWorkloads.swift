import OpenCombine

/// The workloads through OpenCombine 0.14.
enum OpenCombineWorkloads: ReactiveWorkloads {
    static let name = "OpenCombine"

    static func chain(sends: Int) -> Int {
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let link = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.sink { sum &+= $0 }
        for value in 0..<sends { subject.send(value) }
        link.cancel()
        return sum
    }

    static func fanOut(sinks: Int, sends: Int) -> Int {
        let subject = CurrentValueSubject<Int, Never>(0)
        let counter = Counter()
        let links = (0..<sinks).map { _ in subject.sink { counter.total &+= $0 } }
        for value in 0..<sends { subject.send(value) }
        links.forEach { $0.cancel() }
        return counter.total
    }

    static func published(assignments: Int, observeWillChange: Bool) -> Int {
        let model = Model()
        var sum = 0
        var changes = 0
        let link = model.$count.sink { sum &+= $0 }
        let willChange = observeWillChange ? model.objectWillChange.sink { changes &+= 1 } : nil
        for value in 0..<assignments { model.count = value }
        link.cancel()
        willChange?.cancel()
        return sum &+ changes
    }

    static func sinkAndCancel(cycles: Int) -> Int {
        let subject = PassthroughSubject<Int, Never>()
        var received = 0
        for _ in 0..<cycles {
            let link = subject.sink { received &+= $0 }
            link.cancel()
        }
        return received
    }

    static func idleSinks(_ sinks: Int, on kind: IdleSubject) -> Any {
        let counter = Counter()
        return switch kind {
        case .passthrough: idleLinks(sinks, on: PassthroughSubject<Int, Never>()) { $0.sink { counter.total &+= $0 } }
        case .currentValue:
            idleLinks(sinks, on: CurrentValueSubject<Int, Never>(0)) { $0.sink { counter.total &+= $0 } }
        case .published: idleLinks(sinks, on: Model()) { $0.$count.sink { counter.total &+= $0 } }
        }
    }

    /// A view-model-like object with one published property.
    private final class Model: ObservableObject {
        @Published var count = 0
    }

    /// Shared accumulator for fan-out sinks.
    private final class Counter {
        var total = 0
    }
}
