/// One thing a `Store` did, as its `activity` publisher reports it: an event reduced, or an effect
/// started. Tests check them one by one (`TestStore`); a log may record them.
public enum StoreActivity<State, Event> {
    /// `event` was reduced into `state`; `feedback` names the feedback that sent it, `nil` for an
    /// event sent to the store (a user's intent).
    case reduced(Event, from: String?, state: State)
    /// The feedback `effect` started work: a request (`value` is the request), a timer (`nil`) or a
    /// write (`value` is what was written).
    case started(effect: String, value: (any Equatable & Sendable)?)
}
