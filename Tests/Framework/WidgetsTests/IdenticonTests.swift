import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@Suite struct IdenticonTests {
    @Test func fnv1aMatchesTheReferenceValues() {
        #expect(Identicon.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(Identicon.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(Identicon.fnv1a("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test func theSameIDAlwaysGivesTheSameAvatar() {
        let first = Identicon(id: "60d0fe4f5311236168a109ca", initials: "SA")
        let second = Identicon(id: "60d0fe4f5311236168a109ca", initials: "SA")
        #expect(first.cells == second.cells)
        #expect(first.color == second.color)
    }

    @Test func patternsAreMirroredAndNeverNearlyEmpty() {
        for index in 0..<500 {
            let avatar = Identicon(id: "user-\(index)", initials: "X")
            #expect(avatar.cells.count == 25)
            for row in 0..<5 {
                let cells = avatar.cells[(row * 5)..<(row * 5 + 5)]
                #expect(Array(cells) == Array(cells.reversed()))
            }
            #expect(avatar.cells.filter { $0 }.count >= 4)
        }
    }

    @Test func differentIDsMostlyLookDifferent() {
        let patterns = Set((0..<200).map { Identicon(id: "user-\($0)", initials: "X").cells })
        #expect(patterns.count > 190)
    }

    @Test func missingInitialsShowAQuestionMark() {
        #expect(Identicon(id: "x", initials: "").initials == "?")
    }

    @Test func sizesShrinkToFit() {
        let avatar = Identicon(id: "x", initials: "AB")
        #expect(avatar.size(in: Rect(x: 0, y: 0, width: 40, height: 12)) == Size(width: 10, height: 6))
        #expect(avatar.size(in: Rect(x: 0, y: 0, width: 8, height: 5)) == Size(width: 5, height: 4))
        #expect(avatar.size(in: Rect(x: 0, y: 0, width: 8, height: 2)) == Size(width: 2, height: 1))
    }

    @Test(arguments: [Size(width: 40, height: 12), Size(width: 8, height: 5), Size(width: 6, height: 2)])
    func drawing(size: Size) {
        let avatar = Identicon(id: "60d0fe4f5311236168a109ca", initials: "SA")
        assertSnapshot(
            of: render(avatar, width: size.width, height: size.height), named: "sara-\(size.width)x\(size.height)")
    }
}
