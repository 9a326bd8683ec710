import DomainText
import Foundation
import Testing

/// `PrintfNumber` writes what Foundation's `String(format:)` wrote, ties of the binary value included.
@Suite struct PrintfNumberTests {
    @Test func numbersAreWrittenAsStringFormatWroteThem() {
        let values: [Double] = [
            0, -0.0, 0.05, 0.15, 0.25, 0.35, 1.005, 2.675, -2.675, 12.345, 99.95, 1013.25, 29.921, 1e6, 123_456.7,
            1_234_567, -0.04, .infinity, -.infinity, .nan, 1e300, 5e-324,
        ]
        for format in ["%.1f mm", "%.2f in", "%.2f", "%g km", "%.1f"] {
            for value in values {
                #expect(PrintfNumber.string(format, value) == String(format: format, value), "\(format) \(value)")
            }
        }
    }

    @Test func aLongResultIsNotCut() {
        #expect(PrintfNumber.string("%.2f", 1e300) == String(format: "%.2f", 1e300))
        #expect(PrintfNumber.string("%.2f", 1e300).count > 300)
    }
}
