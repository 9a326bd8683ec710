extension DemandLink {
    /// Subscribes `subscriber` to `upstream` and, after upstream fails, to the publisher `recover` makes
    /// from the error (or fails with the error `recover` gives instead): `catch` and `tryCatch`. Demand
    /// passes on as in Combine: what the downstream asked for and did not get yet is asked of the
    /// replacement.
    static func recover<Upstream: Publisher, Replacement: Publisher, S: Subscriber>(
        _ name: String, _ upstream: Upstream, into subscriber: S,
        with recover: @escaping (Upstream.Failure) -> Result<Replacement, S.Failure>,
        mapFailure: @escaping (Replacement.Failure) -> S.Failure
    ) where Upstream.Output == S.Input, Replacement.Output == S.Input {
        let link = DemandLink(name, mirroring: subscriber)
        upstream.subscribe(
            LinkFeed<S.Input, Upstream.Failure>(
                link: link, onSubscribe: { subscriber.receive(subscription: $0) }, trapsOnFailingTwice: true,
                trapsOnUnwantedValues: true, keepsHandlersOnCancel: true,
                onValue: { link.deliver($0, to: subscriber, evenAfterCancel: true) },
                onCompletion: { completion in
                    switch completion {
                    case .finished:
                        link.finish(subscriber, with: .finished)
                    case .failure(let error):
                        guard !link.isCancelled else { return }
                        switch recover(error) {
                        case .success(let replacement):
                            replacement.subscribe(
                                LinkFeed<S.Input, Replacement.Failure>(
                                    link: link, keepsHandlersOnCancel: true,
                                    onValue: { link.deliver($0, to: subscriber, evenAfterCancel: true) },
                                    onCompletion: { link.finish(subscriber, with: $0.mapError(mapFailure)) }))
                        case .failure(let thrown):
                            link.finish(subscriber, with: .failure(thrown))
                        }
                    }
                }))
    }
}
