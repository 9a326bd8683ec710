import Testing

@testable import TernApp

@Suite struct TernVersionTests {
    @Test func theLineNamesTheVersionTheCommitAndTheDay() {
        #expect(
            TernVersion.description(commit: "1a2b3c4d5e6f", date: "2026-11-28")
                == "tern \(TernVersion.current) (commit 1a2b3c4d5e6f, built 2026-11-28)")
        #expect(
            TernVersion.description(commit: "1a2b3c4d5e6f-dirty", date: "2026-11-28")
                == "tern \(TernVersion.current) (commit 1a2b3c4d5e6f-dirty, built 2026-11-28)")
    }

    @Test func aBuildMakeDidNotPrepareSaysWhatItDoesNotKnow() {
        #expect(
            TernVersion.description(commit: "", date: "")
                == "tern \(TernVersion.current) (commit unknown, build date unknown)")
    }

    @Test func theBuiltInLineIsOneOfThose() {
        #expect(
            TernVersion.description.wholeMatch(
                of:
                    /tern \d+\.\d+\.\d+ \((commit [0-9a-f]{12}(-dirty)?|commit unknown), (built \d{4}-\d{2}-\d{2}|build date unknown)\)/
            )
                != nil, "\(TernVersion.description)")
    }

    @Test func theVersionNamesTheCityDataAndItsLicenceOnALineOfItsOwn() {
        #expect(
            TernVersion.text == TernVersion.description
                + "\nCity data: GeoNames (geonames.org), CC BY 4.0; Unicode CLDR, Unicode licence")
    }

    @Test func theUserAgentCarriesTheVersion() {
        #expect(TernVersion.userAgent == "tern/\(TernVersion.current)")
        #expect(!TernVersion.userAgent.contains("unknown"))
    }
}
