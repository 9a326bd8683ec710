import TerminalCore
import Testing

@testable import CursesTerminal

@Suite struct CursesColorPairsTests {
    @Test func defaultColourIsMinusOne() {
        #expect(CursesColorPairs.degrade(.default, to: .palette256) == -1)
    }

    @Test func coloursTheTerminalHasPassThrough() {
        #expect(CursesColorPairs.degrade(.red, to: .eight) == 1)
        #expect(CursesColorPairs.degrade(.brightRed, to: .sixteen) == 9)
        #expect(CursesColorPairs.degrade(.indexed(202), to: .palette256) == 202)
    }

    @Test func brightColoursDegradeToTheirBaseOnEightColours() {
        #expect(CursesColorPairs.degrade(.brightBlue, to: .eight) == 4)
    }

    @Test func paletteColoursDegradeToTheNearestBasicColour() {
        #expect(CursesColorPairs.degrade(.indexed(196), to: .eight) == 1)  // pure red
        #expect(CursesColorPairs.degrade(.indexed(46), to: .sixteen) == 2)  // pure green
        #expect(CursesColorPairs.degrade(.indexed(231), to: .eight) == 7)  // white
        #expect(CursesColorPairs.degrade(.indexed(232), to: .eight) == 0)  // darkest grey
    }

    @Test func withoutColourEveryStyleUsesPairZero() {
        let pairs = CursesColorPairs(support: .none, maximumPairs: 256)
        #expect(pairs.pair(for: Style(foreground: .red, background: .blue)) == 0)
    }
}
