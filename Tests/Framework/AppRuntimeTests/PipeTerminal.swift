import Glibc
import TerminalCore

/// A terminal for `App.run` tests whose keys arrive through a pipe (one byte per character key),
/// so the main loop polls it as it polls a real TTY, and which keeps every frame presented. It
/// reports no mouse and has no clipboard.
final class PipeTerminal: Terminal {
    let size: Size
    let colorSupport = ColorSupport.none
    private(set) var frames: [Buffer] = []
    private let readEnd: Int32
    private var writeEnd: Int32

    init(size: Size = Size(width: 80, height: 24)) {
        self.size = size
        var descriptors: [Int32] = [-1, -1]
        precondition(pipe(&descriptors) == 0, "cannot create the key pipe")
        _ = fcntl(descriptors[0], F_SETFL, fcntl(descriptors[0], F_GETFL) | O_NONBLOCK)
        readEnd = descriptors[0]
        writeEnd = descriptors[1]
    }

    deinit {
        close(readEnd)
        hangUp()
    }

    var inputDescriptor: Int32? { readEnd }

    /// Writes each character of `text` (ASCII) to the pipe as one key.
    func send(_ text: String) {
        var bytes = Array(text.utf8)
        precondition(write(writeEnd, &bytes, bytes.count) == bytes.count, "key pipe is full")
    }

    /// Closes the writing end, as a terminal that went away.
    func hangUp() {
        guard writeEnd >= 0 else { return }
        close(writeEnd)
        writeEnd = -1
    }

    var reportsMouse: Bool { false }

    func readInput() -> InputEvent? {
        var byte: UInt8 = 0
        guard read(readEnd, &byte, 1) == 1 else { return nil }
        return .key(.character(Character(Unicode.Scalar(byte))))
    }

    func present(_ frame: Buffer) { frames.append(frame) }

    /// How many frames had been presented each time the app waited for the terminal to take them.
    private(set) var waitedAfterFrames: [Int] = []

    func waitUntilPresented() { waitedAfterFrames.append(frames.count) }

    func invalidate() {}

    func copyToClipboard(_ text: String) {}
}
