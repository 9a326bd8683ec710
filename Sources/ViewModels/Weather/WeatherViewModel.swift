import Domain
import PubSub

/// The Weather screen's view model: owns `WeatherState`, reduces intents at once, and runs the
/// effects the state asks for — the search debounce, the forecast request, the spinner ticks — on
/// the injected scheduler (the main loop in the app, a `TestScheduler` in tests).
///
/// Effects are feedbacks on state: typing goes through `debounce` so a request starts once per
/// pause, never per keystroke; `state.request` drives `switchToLatest` over `Future`s of the
/// service call, so a newer request cancels the older one; answers come back with `receive(on:)`
/// and the reducer drops any whose id is not the current request's, so a stale answer is never
/// shown. Recent cities are written to the store whenever they change.
///
/// Threading: `send` and `state` belong to the scheduler's thread (the main thread in the app).
public final class WeatherViewModel<S: Scheduler>: WeatherViewModeling {
    /// The state now; also published by `states`.
    public private(set) var state: WeatherState {
        didSet { stateSubject.send(state) }
    }

    /// The current state, then every new one.
    public var states: AnyPublisher<WeatherState, Never> { stateSubject.eraseToAnyPublisher() }

    private let stateSubject: CurrentValueSubject<WeatherState, Never>
    private let edits = PassthroughSubject<String, Never>()
    private let requests: CurrentValueSubject<WeatherRequest?, Never>
    private let scheduler: S
    private let recents: any RecentCitiesStore
    private var subscriptions: [AnyCancellable] = []
    private var spinner: (any Cancellable)?

    /// How long typing must pause before a search starts.
    public static var defaultDebounce: S.SchedulerTimeType.Stride { .milliseconds(500) }
    /// How often the loading spinner advances.
    public static var spinnerInterval: S.SchedulerTimeType.Stride { .milliseconds(100) }

    public init(
        service: any WeatherService,
        scheduler: S,
        recents: any RecentCitiesStore,
        units: Units = .metric,
        debounce: S.SchedulerTimeType.Stride = defaultDebounce
    ) {
        let initial = WeatherState(
            units: units, recentCities: Array(recents.load().prefix(WeatherState.recentCitiesLimit)))
        state = initial
        stateSubject = CurrentValueSubject(initial)
        requests = CurrentValueSubject(nil)
        self.scheduler = scheduler
        self.recents = recents
        edits
            .debounce(for: debounce, scheduler: scheduler)
            .sink { [weak self] text in self?.apply(.typingPaused(text)) }
            .store(in: &subscriptions)
        requests
            .removeDuplicates()
            .map { request -> AnyPublisher<WeatherEvent, Never> in
                guard let request else { return Empty().eraseToAnyPublisher() }
                return Future { await WeatherRequestRunner.run(request, with: service) }.eraseToAnyPublisher()
            }
            .switchToLatest()
            .receive(on: scheduler)
            .sink { [weak self] event in self?.apply(event) }
            .store(in: &subscriptions)
    }

    public func send(_ intent: WeatherIntent) {
        apply(.user(intent))
        if case .editQuery(let text) = intent { edits.send(text) }
    }

    private func apply(_ event: WeatherEvent) {
        let before = state
        var next = state
        WeatherReducer.reduce(&next, event)
        guard next != before else { return }
        state = next
        if next.recentCities != before.recentCities { recents.save(next.recentCities) }
        if next.request != before.request { requests.send(next.request) }
        updateSpinner(isLoading: next.request != nil)
    }

    /// Ticks the spinner on the scheduler only while a request is under way, so idle costs nothing.
    private func updateSpinner(isLoading: Bool) {
        if isLoading, spinner == nil {
            spinner = scheduler.schedule(
                after: scheduler.now.advanced(by: Self.spinnerInterval), interval: Self.spinnerInterval
            ) { [weak self] in self?.apply(.spinnerTicked) }
        } else if !isLoading, let running = spinner {
            running.cancel()
            spinner = nil
        }
    }

    deinit {
        spinner?.cancel()
    }
}
