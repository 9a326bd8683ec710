import FoundationEssentials
import TerminalCore

extension CursesTerminal {
    /// Writes OSC 52 asking the terminal to put `text` on the clipboard.
    public func copyToClipboard(_ text: String) {
        write(Self.clipboardSequence(for: text))
    }

    /// OSC 52 setting the clipboard (`c`) to `text`: `ESC ] 52 ; c ; <base64 of the UTF-8> BEL`.
    /// BEL ends it rather than ST because more terminals (and tmux) accept it. A control character
    /// in `text` (`TextSanitizer.isControl`, but line breaks and tabs) becomes U+FFFD, as the screen
    /// shows it: a server's `ESC ]…` in an email must not reach the next terminal it is pasted into.
    static func clipboardSequence(for text: String) -> String {
        var safe = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let kept = scalar == "\n" || scalar == "\t" || !TextSanitizer.isControl(scalar)
            safe.append(kept ? scalar : TextSanitizer.replacement)
        }
        return "\u{1b}]52;c;" + Data(String(safe).utf8).base64EncodedString() + "\u{07}"
    }
}
