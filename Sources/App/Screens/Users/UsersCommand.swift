import AppRuntime

/// What a key or a mouse action asks of the Users screen.
enum UsersCommand: Hashable, Sendable {
    case openDetail
    case closeDetail
    case openFilter
    case moreInfo
    case closeMoreInfo
    case reload
    case keepFilter
    case clearFilter
    case copyEmail
    case copyPhone
    /// A list move by key (`ListKeyMap`).
    case move(ListMove)
    /// The wheel or a click on a row: the selection moves as `ListMouseMap` hit-tests the report.
    case pointerMove
}
