/// What a key or a mouse action asks of a Users screen, beside the list moves `ListKeyMap` and
/// `ListMouseMap` cover.
enum UsersCommand: Hashable, Sendable {
    case openDetail
    case closeDetail
    case openFilter
    case moreInfo
    case reload
    case keepFilter
    case clearFilter
    case copyEmail
    case copyPhone
}
