import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@Suite struct TooSmallMessageTests {
    @Test(arguments: [
        Size(width: 20, height: 6), Size(width: 39, height: 12), Size(width: 39, height: 9), Size(width: 80, height: 9),
    ])
    func tooSmall(size: Size) {
        let message = TooSmallMessage(required: Size(width: 40, height: 10), actual: size)
        assertSnapshot(
            of: render(message, width: size.width, height: size.height), named: "\(size.width)x\(size.height)")
    }

    @Test func saysWhatIsNeededAndWhatThereIs() {
        let message = TooSmallMessage(required: Size(width: 40, height: 10), actual: Size(width: 20, height: 6))
        #expect(message.text == "Terminal too small: need 40×10, have 20×6")
    }

    @Test(arguments: 1...60)
    func neverBreaksInsideAPhraseWhereThePhrasesFit(width: Int) {
        let message = TooSmallMessage(required: Size(width: 40, height: 10), actual: Size(width: width, height: 9))
        let lines = render(message, width: width, height: 9).lines.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let phrases = ["Terminal too small:", "need 40×10,", "have \(width)×9"]
        if width >= phrases.map(\.count).max()! {
            #expect(
                lines.allSatisfy { line in
                    line == message.text || line == "Terminal too small:" || line.hasPrefix("need")
                        || line.hasPrefix("have")
                }, "\(lines)")
            #expect(lines.joined(separator: " ") == message.text)
        }
    }

    @Test func survivesATinyTerminal() {
        let message = TooSmallMessage(required: Size(width: 40, height: 10), actual: Size(width: 1, height: 1))
        #expect(render(message, width: 1, height: 1).line(0) == "T")
        _ = render(message, width: 0, height: 0)
    }
}
