import TerminalCore

/// One step of a key mash: a key, a mouse report, a paste or a resize, then a pause on the virtual
/// clock before the next.
struct KeyMashStep: CustomStringConvertible {
    /// What reaches the app.
    enum Input {
        case key(Key)
        case mouse(MouseEvent)
        case paste(String)
        case resize(Size)
    }

    var input: Input
    /// Virtual milliseconds that pass after the input: debounces and spinners run on them.
    var pauseMilliseconds: Int

    var description: String {
        let text: String
        switch input {
        case .key(.character(let character)):
            let scalars = character.unicodeScalars.map {
                $0.value < 0x20 || $0.value == 0x7F ? "U+\(String($0.value, radix: 16))" : String($0)
            }
            text = "'\(scalars.joined())'"
        case .key(let key): text = key.description
        case .mouse(let event): text = "mouse \(event)"
        case .paste(let pasted): text = "paste of \(pasted.count) characters"
        case .resize(let size): text = "resize \(size.width)×\(size.height)"
        }
        return pauseMilliseconds > 0 ? "\(text) +\(pauseMilliseconds)ms" : text
    }
}
