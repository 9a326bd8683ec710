/// What a key asks of a Users screen, beside the list moves `ListKeyMap` covers.
enum UsersCommand: Hashable, Sendable {
    case openDetail
    case closeDetail
    case openFilter
    case moreInfo
    case reload
    case keepFilter
    case clearFilter
}
