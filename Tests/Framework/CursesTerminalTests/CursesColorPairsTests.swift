import Foundation
import Glibc
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
        #expect(CursesColorPairs.degrade(.indexed(46), to: .sixteen) == 10)  // pure green is bright green
        #expect(CursesColorPairs.degrade(.indexed(231), to: .eight) == 7)  // white
        #expect(CursesColorPairs.degrade(.indexed(232), to: .eight) == 0)  // darkest grey
    }

    /// 24-bit colours: as they are on a direct-colour terminal (the eight basic colours keep their
    /// numbers, which terminfo's `setaf` sends as palette colours; every other colour is 0xRRGGBB),
    /// else the nearest palette entry the terminal has (decision 2222).
    @Test func rgbColoursAreSentAsTheyAreOnADirectColourTerminalAndNearestElsewhere() {
        #expect(CursesColorPairs.degrade(.rgb(0x00, 0x5f, 0x87), to: .direct) == 0x005f87)
        #expect(CursesColorPairs.degrade(.red, to: .direct) == 1)
        #expect(CursesColorPairs.degrade(.brightRed, to: .direct) == 0xff0000)
        #expect(CursesColorPairs.degrade(.indexed(24), to: .direct) == 0x005f87)
        #expect(CursesColorPairs.degrade(.rgb(0, 0, 3), to: .direct) == 8, "not palette colour 3")
        #expect(CursesColorPairs.degrade(.default, to: .direct) == -1)
        #expect(CursesColorPairs.degrade(.rgb(0x00, 0x5f, 0x87), to: .palette256) == 24)
        #expect(CursesColorPairs.degrade(.rgb(0xff, 0x00, 0x00), to: .sixteen) == 9)
        #expect(CursesColorPairs.degrade(.rgb(0xff, 0x00, 0x00), to: .eight) == 1)
    }

    /// `COLORTERM=truecolor` asks for the direct-colour sibling of a 256-colour description, and
    /// only when terminfo has it; nothing without `COLORTERM`, or on a direct one already.
    @Test func truecolorLooksForTheDirectColourSiblingInTerminfo() {
        let truecolor = strdup("truecolor")
        defer { free(truecolor) }
        #expect(CursesTerminal.directColorType(term: "xterm-256color", colorTerm: nil) == nil)
        #expect(CursesTerminal.directColorType(term: "xterm-direct", colorTerm: truecolor) == nil)
        #expect(CursesTerminal.directColorType(term: "no-such-terminal-256color", colorTerm: truecolor) == nil)
        let hasXtermDirect =
            FileManager.default.fileExists(atPath: "/usr/share/terminfo/x/xterm-direct")
            || FileManager.default.fileExists(atPath: "/lib/terminfo/x/xterm-direct")
        #expect(
            CursesTerminal.directColorType(term: "xterm-256color", colorTerm: truecolor)
                == (hasXtermDirect ? "xterm-direct" : nil))
    }

    @Test func withoutColourEveryStyleUsesPairZero() {
        let pairs = CursesColorPairs(support: .none, maximumPairs: 256)
        #expect(pairs.pair(for: Style(foreground: .red, background: .blue)) == 0)
    }
}
