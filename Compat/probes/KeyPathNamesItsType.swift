// Holds where a key path to a computed property describes itself with its type's name, as
// `Swift.KeyPath<Swift.Int, Swift.Int>` (what MapKeyPathTests' mirror check looks for): exits 0 then.
import Foundation

extension Int {
    var doubled: Int { self * 2 }
}

let keyPath: KeyPath<Int, Int> = \.doubled
let description = String(describing: keyPath)
print(description)
exit(description.contains("KeyPath") ? 0 : 1)
