// Order statistics the benchmark groups report.

/// The middle value (the upper one of the two middles for an even count); 0 for none.
func median(_ values: [Int]) -> Int {
    values.isEmpty ? 0 : values.sorted()[values.count / 2]
}

/// The value below which `fraction` of `values` lie (nearest rank); 0 for none.
func percentile(_ values: [Double], _ fraction: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
}
