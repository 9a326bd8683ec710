import Domain
import Foundation
import Testing

/// The zero padding FoundationEssentials lacks (`String(format:)`), against Foundation's own.
@Suite struct ZeroPaddedTests {
    @Test func zeroPaddingIsPrintfs() {
        for (number, width) in [(0, 2), (7, 2), (42, 2), (123, 2), (-5, 3), (2023, 4), (5, 4), (-12_345, 2)] {
            #expect(number.zeroPadded(to: width) == String(format: "%0\(width)ld", number))
        }
    }
}
