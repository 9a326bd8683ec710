import Foundation
import TerminalCore
import Testing

/// The one write loop: every byte of a large text reaches a pipe, and a full disk or a closed
/// descriptor is an `errno`, never a trap.
@Suite struct FileDescriptorOutputTests {
    @Test func everyByteReachesThePipe() async throws {
        let pipe = Pipe()
        let text = String(repeating: "tern ünïcode ", count: 20_000)
        let reader = Task.detached { pipe.fileHandleForReading.readDataToEndOfFile() }
        #expect(FileDescriptorOutput.write(text, to: pipe.fileHandleForWriting.fileDescriptor) == nil)
        try pipe.fileHandleForWriting.close()
        #expect(String(decoding: await reader.value, as: UTF8.self) == text)
    }

    @Test func aFullDiskAndAClosedDescriptorAreErrors() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        #expect(FileDescriptorOutput.write("x", to: full) == ENOSPC)
        let closed = dup(full)
        close(closed)
        #expect(FileDescriptorOutput.write("x", to: closed) == EBADF)
    }
}
