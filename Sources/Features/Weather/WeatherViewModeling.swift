import PubSub

/// What the Weather screen needs from its view model: the current state and a way to send intents.
///
/// `WeatherViewModel` is the real one; screen tests use a stand-in that records intents.
/// Threading: main thread only, like the screens that call it.
public protocol WeatherViewModeling: AnyObject {
    /// The state to draw now.
    var state: WeatherState { get }
    /// Every state, the current one first.
    var states: AnyPublisher<WeatherState, Never> { get }
    /// Hands a user intent to the state machine.
    func send(_ intent: WeatherIntent)
}
