extension BinaryInteger {
    /// The number in decimal with leading zeros up to `width` digits: `7.zeroPadded(to: 2)` is "07",
    /// as `String(format: "%02d")` writes it (a minus sign counts toward the width).
    public func zeroPadded(to width: Int) -> String {
        let digits = String(self.magnitude)
        let sign = self < 0 ? "-" : ""
        return sign + String(repeating: "0", count: Swift.max(0, width - sign.count - digits.count)) + digits
    }
}
