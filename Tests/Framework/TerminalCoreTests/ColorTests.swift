import Testing

@testable import TerminalCore

/// xterm's palette, the nearest-colour mapping a terminal with fewer colours gets, and WCAG 2's
/// luminance and contrast — checked against values published with each (xterm's 256colres.pl
/// levels, WCAG's own worked ratios).
@Suite struct ColorTests {
    @Test func paletteEntriesHaveXtermsDefaultComponents() {
        #expect(Color.red.components! == (205, 0, 0))
        #expect(Color.brightBlue.components! == (92, 92, 255))
        #expect(Color.indexed(16).components! == (0, 0, 0))
        #expect(Color.indexed(196).components! == (255, 0, 0))
        #expect(Color.indexed(67).components! == (95, 135, 175))
        #expect(Color.indexed(231).components! == (255, 255, 255))
        #expect(Color.indexed(232).components! == (8, 8, 8))
        #expect(Color.indexed(255).components! == (238, 238, 238))
        #expect(Color.rgb(1, 2, 3).components! == (1, 2, 3))
        #expect(Color.default.components == nil)
    }

    @Test func anRGBColourMapsToTheNearestEntryTheTerminalHas() {
        #expect(Color.rgb(0xff, 0x00, 0x00).nearestIndex(among: 256) == 9, "xterm's bright red is exactly it")
        #expect(Color.rgb(0xff, 0x00, 0x00).nearestIndex(among: 8) == 1)
        #expect(Color.rgb(0x5f, 0x87, 0xaf).nearestIndex(among: 256) == 67)
        #expect(Color.rgb(0x80, 0x80, 0x80).nearestIndex(among: 256) == 244)
        #expect(Color.rgb(0x80, 0x80, 0x80).nearestIndex(among: 16) == 8)
        #expect(Color.rgb(0x00, 0x5f, 0x87).nearestIndex(among: 8) == 6, "a dark teal is cyan, not black")
        #expect(Color.rgb(0xff, 0xd7, 0x5f).nearestIndex(among: 16) == 11, "a warm yellow is bright yellow")
    }

    @Test func aPaletteColourTheTerminalHasIsKept() {
        #expect(Color.indexed(202).nearestIndex(among: 256) == 202)
        #expect(Color.brightRed.nearestIndex(among: 16) == 9)
        #expect(Color.indexed(196).nearestIndex(among: 8) == 1)
        #expect(Color.default.nearestIndex(among: 256) == nil)
    }

    @Test func relativeLuminanceAndContrastFollowWCAG() throws {
        #expect(Color.rgb(0, 0, 0).relativeLuminance == 0)
        #expect(abs(try #require(Color.rgb(255, 255, 255).relativeLuminance) - 1) < 1e-12)
        #expect(abs(try #require(Color.contrastRatio(.rgb(0, 0, 0), .rgb(255, 255, 255))) - 21) < 1e-9)
        // WCAG's understanding documents: #777777 on white is 4.48:1, just short of AA.
        let grey = try #require(Color.contrastRatio(.rgb(0x77, 0x77, 0x77), .rgb(255, 255, 255)))
        #expect((4.47...4.49).contains(grey))
        #expect(Color.contrastRatio(.default, .black) == nil)
    }
}
