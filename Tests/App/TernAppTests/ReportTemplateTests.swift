import ArgumentParser
import Domain
import Foundation
import Testing

@testable import TernApp

/// `--format TEMPLATE`: codes replaced per record, `%%` a percent sign, a sanitized line, and a
/// usage error for an unknown code; Weather's codes write what wttr.in's `format=` writes.
@Suite struct ReportTemplateTests {
    private static let codes: [(letter: Character, meaning: String)] = [("a", "the a"), ("b", "the b")]

    @Test func replacesEachCodeAndKeepsTheText() throws {
        let template = try ReportTemplate("[%a] %b%% %a", codes: Self.codes)
        #expect(template.line { $0 == "a" ? "1" : "2" } == "[1] 2% 1\n")
        #expect(try ReportTemplate("", codes: Self.codes).line { _ in "x" } == "\n")
    }

    @Test func theLineIsSanitized() throws {
        let template = try ReportTemplate("%a", codes: Self.codes)
        #expect(template.line { _ in "x\u{1B}]0;owned\u{07}" } == "x\u{FFFD}]0;owned\u{FFFD}\n")
    }

    @Test func anUnknownCodeOrATrailingPercentIsAUsageErrorListingTheCodes() {
        do {
            _ = try ReportTemplate("%a %z", codes: Self.codes)
            Issue.record("%z was accepted")
        } catch {
            #expect(error.message == "--format has unknown code %z; the codes are %a the a, %b the b, %% a %.")
        }
        #expect(throws: ValidationError.self) { try ReportTemplate("50%", codes: Self.codes) }
    }

    @Test func weatherCodesAreWttrInsForms() throws {
        var forecast = ForecastTableTests.forecast
        forecast.location.name = "London"
        forecast.current = CurrentConditions(
            observedAt: Date(timeIntervalSince1970: 0), temperature: 9.4, feelsLike: -0.6, humidity: 71,
            pressure: 1023.2, windSpeed: 4.6, windDirection: 45, precipitation: 0,
            condition: WeatherCondition(kind: .partlyCloudy, description: "Partly cloudy"))
        let template = try ReportTemplate("%l: %c %t", codes: ForecastLine.codes)
        #expect(template.line { ForecastLine.text($0, of: forecast) } == "London: ⛅ +9°C\n")
        let all = try ReportTemplate("%C|%f|%h|%w|%p|%P", codes: ForecastLine.codes)
        #expect(all.line { ForecastLine.text($0, of: forecast) } == "Partly cloudy|-1°C|71%|↙5m/s|0.0mm|1023hPa\n")
        forecast.units = .imperial
        #expect(all.line { ForecastLine.text($0, of: forecast) }.hasSuffix("|0.00in|30.22inHg\n"))
        forecast.current = nil
        #expect(template.line { ForecastLine.text($0, of: forecast) } == "London: – –\n")
    }
}
