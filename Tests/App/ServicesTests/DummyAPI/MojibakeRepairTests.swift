import Testing

@testable import Services

@Suite struct MojibakeRepairTests {
    @Test func repairsDoubleEncodedUTF8() {
        #expect(MojibakeRepair.repair("9614, SÃ¸ndermarksvej") == "9614, Søndermarksvej")
        #expect(MojibakeRepair.repair("ZÃ¼rich") == "Zürich")
        #expect(MojibakeRepair.repair("Ã\u{0096}zdemir") == "Özdemir")
    }

    @Test func leavesGenuineTextAlone() {
        for text in ["São Paulo", "Zoë", "Ångström", "東京", "plain ascii", "", "Søndermarksvej", "Ã la carte"] {
            #expect(MojibakeRepair.repair(text) == text)
        }
    }
}
