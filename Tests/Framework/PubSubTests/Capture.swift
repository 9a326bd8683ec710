import PubSub

/// A publisher that hands its subscriber to `capture` and sends it nothing: lets a test see (and drive)
/// the subscriber an operator gives its upstream.
struct Capture: Publisher {
    typealias Output = Int
    typealias Failure = Never
    let capture: (any Subscriber<Int, Never>) -> Void

    init(_ capture: @escaping (any Subscriber<Int, Never>) -> Void) { self.capture = capture }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never { capture(subscriber) }
}
