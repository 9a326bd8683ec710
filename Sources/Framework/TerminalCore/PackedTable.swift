/// Lookups in the tables generated from the Unicode Character Database (`TextFolding`,
/// `TextComposition`): sorted arrays whose entries pack a key above `shift` bits and a value below.
enum PackedTable {
    /// The entry of ascending `table` whose bits above `shift` are `key`, by binary search.
    static func find<Entry: FixedWidthInteger & UnsignedInteger>(_ key: UInt64, in table: [Entry], shift: Int)
        -> Entry?
    {
        table.withUnsafeBufferPointer { table in
            var (low, high) = (0, table.count)
            while low < high {
                let middle = (low + high) / 2
                let found = UInt64(table[middle]) >> shift
                if found == key { return table[middle] }
                if found < key { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }
}
