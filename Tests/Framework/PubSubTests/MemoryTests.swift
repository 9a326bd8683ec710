import PubSub
import PubSubTestSupport
import Testing

@Suite struct MemoryTests {
    /// A typical view model: a weak-self sink, an assign(to: &$x) and a debounced chain.
    final class SearchViewModel: ObservableObject {
        @Published var query = ""
        @Published var echo = ""
        @Published private(set) var results: [String] = []
        private var disposables = Set<AnyCancellable>()

        init(scheduler: TestScheduler, source: PassthroughSubject<String, Never>) {
            source.sink { [weak self] in self?.query = $0 }.store(in: &disposables)
            $query.map { $0.uppercased() }.assign(to: &$echo)
            $query.dropFirst()
                .debounce(for: .seconds(0.3), scheduler: scheduler)
                .map { [$0] }
                .sink { [weak self] in self?.results = $0 }
                .store(in: &disposables)
        }
    }

    @Test func viewModelWithSinksAssignAndDebounceDeinitialises() {
        let scheduler = TestScheduler()
        let source = PassthroughSubject<String, Never>()
        var model: SearchViewModel? = SearchViewModel(scheduler: scheduler, source: source)
        weak var probe = model
        source.send("swift")
        scheduler.advance(by: .seconds(1))
        #expect(model?.results == ["swift"])
        #expect(model?.echo == "SWIFT")
        source.send("pending")
        model = nil
        #expect(probe == nil)
        scheduler.advance(by: .seconds(1))
        #expect(scheduler.pendingActionCount == 0)
    }

    @Test func finishedChainsReleaseTheirSubscribers() {
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            weakProbe = probe
            let subject = PassthroughSubject<Int, Never>()
            let link = subject.map { $0 + 1 }.filter { _ in true }.sink { _ in probe.touch() }
            subject.send(1)
            subject.send(completion: .finished)
            withExtendedLifetime(link) {}
        }
        #expect(weakProbe == nil)
    }
}
