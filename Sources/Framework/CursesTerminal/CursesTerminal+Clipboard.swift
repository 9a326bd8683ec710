import Foundation

extension CursesTerminal {
    /// Writes OSC 52 asking the terminal to put `text` on the clipboard.
    public func copyToClipboard(_ text: String) {
        write(Self.clipboardSequence(for: text))
    }

    /// OSC 52 setting the clipboard (`c`) to `text`: `ESC ] 52 ; c ; <base64 of the UTF-8> BEL`.
    /// BEL ends it rather than ST because more terminals (and tmux) accept it.
    static func clipboardSequence(for text: String) -> String {
        "\u{1b}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    }
}
