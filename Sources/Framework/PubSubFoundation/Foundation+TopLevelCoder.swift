import Foundation
import PubSub

// Foundation's JSON and property-list coders, as `encode(encoder:)` and `decode(type:decoder:)` take them.
extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
