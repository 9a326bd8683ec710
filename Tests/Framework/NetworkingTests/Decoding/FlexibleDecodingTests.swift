import Foundation
import Networking
import Testing

@Suite struct FlexibleDecodingTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func doublesFromNumbersOrNumericStrings() throws {
        #expect(try decode([FlexibleDouble].self, #"[1, 2.5, "3.25", " -4 "]"#).map(\.value) == [1, 2.5, 3.25, -4])
        #expect(throws: DecodingError.self) { try decode(FlexibleDouble.self, #""warm""#) }
        #expect(throws: DecodingError.self) { try decode(FlexibleDouble.self, "true") }
    }

    /// Found by the decoder fuzzer: `Double("nan")` and `Double("1e999")` parse, so NaN and infinity
    /// reached forecasts through numeric strings; 1e308 became infinity in a unit conversion.
    @Test func doublesRejectNonFiniteAndAbsurdValues() throws {
        for text in [#""nan""#, #""NaN""#, #""inf""#, #""-infinity""#, #""1e999""#, "1e308", "-1e16", #""2e15""#] {
            #expect(throws: DecodingError.self, "\(text)") { try decode(FlexibleDouble.self, text) }
        }
        #expect(try decode(FlexibleDouble.self, "-1e15").value == -1e15)
    }

    @Test func intsFromNumbersOrNumericStrings() throws {
        #expect(
            try decode([FlexibleInt].self, #"[200, "404", 3600.0, "-36000"]"#).map(\.value) == [200, 404, 3600, -36000])
        #expect(throws: DecodingError.self) { try decode(FlexibleInt.self, "1.5") }
        #expect(throws: DecodingError.self) { try decode(FlexibleInt.self, #""abc""#) }
    }

    @Test func stringsFromAnyScalar() throws {
        #expect(
            try decode([FlexibleString].self, #"["404", 401, 0, true]"#).map(\.value) == ["404", "401", "0", "true"])
        #expect(throws: DecodingError.self) { try decode(FlexibleString.self, "{}") }
    }

    @Test func lossyArraysSkipNullsAndOddElements() throws {
        let array = try decode(LossyArray<Int>.self, #"[1, null, "two", 3, {"x": 1}, [4], 5]"#)
        #expect(array.elements == [1, 3, 5])
        #expect(array.skippedCount == 4)
        #expect(try decode(LossyArray<Int>.self, "[]").elements.isEmpty)
    }

    private struct Block: Decodable {
        var rain: Rain?
        struct Rain: Decodable {
            var threeHours: Double?
            enum CodingKeys: String, CodingKey { case threeHours = "3h" }
        }
        enum CodingKeys: String, CodingKey { case rain }
        init(from decoder: any Decoder) throws {
            rain = try decoder.container(keyedBy: CodingKeys.self).decodeLeniently(Rain.self, forKey: .rain)
        }
    }

    @Test func optionalBlocksMayBeAbsentEmptyNullOrOdd() throws {
        #expect(try decode(Block.self, "{}").rain == nil)
        #expect(try decode(Block.self, #"{"rain": null}"#).rain == nil)
        #expect(try decode(Block.self, #"{"rain": []}"#).rain == nil)
        #expect(try decode(Block.self, #"{"rain": {}}"#).rain?.threeHours == nil)
        #expect(try decode(Block.self, #"{"rain": {"3h": 1.5}}"#).rain?.threeHours == 1.5)
    }
}
