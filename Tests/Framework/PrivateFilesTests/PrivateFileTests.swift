import Foundation
import Glibc
import PrivateFiles
import Testing

/// An app's own file: never read or written through a symbolic link, read only up to its cap, and
/// replaced atomically through an exclusive temporary in its own folder.
@Suite struct PrivateFileTests {
    @Test func writesAtomicallyWithMode600AndReadsBack() throws {
        let scratch = ScratchFolder()
        let file = PrivateFile(path: scratch.file("state/session.json"), maximumBytes: 1_024)
        try file.write(Array("{}".utf8))
        try file.write(Array(#"{"a":1}"#.utf8))
        #expect(try file.read() == Array(#"{"a":1}"#.utf8))
        #expect(ScratchFolder.mode(file.path) == 0o600)
        #expect(ScratchFolder.mode(scratch.file("state")) == 0o700, "a folder it creates is 0700")
        #expect(ScratchFolder(path: scratch.file("state")).names == ["session.json"], "no temporary is left")
    }

    @Test func aMissingFileReadsAsNothing() throws {
        let scratch = ScratchFolder()
        #expect(try PrivateFile(path: scratch.file("none.json"), maximumBytes: 10).read() == nil)
        #expect(PrivateFile(path: scratch.file("none.json"), maximumBytes: 10).check() == nil)
    }

    @Test func aSymbolicLinkIsNeitherReadNorWrittenThrough() throws {
        let scratch = ScratchFolder()
        let victim = scratch.file("victim")
        ScratchFolder.write("keep", to: victim)
        let link = scratch.file("session.json")
        symlink(victim, link)
        let file = PrivateFile(path: link, maximumBytes: 1_024)
        let refusal = PrivateFileRefusal(path: link, reason: .symbolicLink)
        #expect(throws: refusal) { try file.read() }
        #expect(throws: refusal) { try file.write(Array("x".utf8)) }
        #expect(file.check() == refusal)
        #expect(ScratchFolder.read(victim) == "keep")
        #expect(refusal.description == "\(link) is a symbolic link, which tern does not follow for its own files")
    }

    @Test func aFileOverItsCapIsRefusedUnread() throws {
        let scratch = ScratchFolder()
        let path = scratch.file("session.json")
        ScratchFolder.write(String(repeating: "x", count: 2_049), to: path)
        let file = PrivateFile(path: path, maximumBytes: 2_048)
        let refusal = PrivateFileRefusal(path: path, reason: .tooLarge(maximumBytes: 2_048))
        #expect(throws: refusal) { try file.read() }
        #expect(file.check() == refusal)
        #expect(refusal.description.hasSuffix("is larger than 2 KiB, which no file of tern's is"))
    }

    @Test func aFolderOrFIFOWhereTheFileBelongsIsRefused() throws {
        let scratch = ScratchFolder()
        mkdir(scratch.file("dir"), 0o700)
        mkfifo(scratch.file("fifo"), 0o600)
        let folder = PrivateFile(path: scratch.file("dir"), maximumBytes: 10)
        #expect(throws: PrivateFileRefusal(path: folder.path, reason: .wrongKind("a directory"))) { try folder.read() }
        let fifo = PrivateFile(path: scratch.file("fifo"), maximumBytes: 10)
        #expect(throws: PrivateFileRefusal(path: fifo.path, reason: .wrongKind("a FIFO"))) { try fifo.read() }
        #expect(throws: PrivateFileRefusal(path: fifo.path, reason: .wrongKind("a FIFO"))) { try fifo.write([1]) }
    }

    @Test func theLogIsOpenedForAppendingButNeverThroughALink() throws {
        let scratch = ScratchFolder()
        let victim = scratch.file("victim")
        ScratchFolder.write("keep", to: victim)
        symlink(victim, scratch.file("tern.log"))
        #expect(throws: PrivateFileRefusal(path: scratch.file("tern.log"), reason: .symbolicLink)) {
            try PrivateFile.openForAppending(path: scratch.file("tern.log"))
        }
        symlink(scratch.file("missing"), scratch.file("dangling.log"))
        #expect(throws: PrivateFileRefusal(path: scratch.file("dangling.log"), reason: .symbolicLink)) {
            try PrivateFile.openForAppending(path: scratch.file("dangling.log"))
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.file("missing")), "a dangling link is not created")
        let opened = try PrivateFile.openForAppending(path: scratch.file("own.log"))
        close(opened.descriptor)
        #expect(ScratchFolder.mode(scratch.file("own.log")) == 0o600)
        #expect(ScratchFolder.read(victim) == "keep")
    }

    @Test func theTemporaryIsNotWrittenThroughALinkPlantedInTheFolder() throws {
        // Whatever name a link is planted under, the temporary is created with O_EXCL | O_NOFOLLOW:
        // the write goes to a new file of its own, so a planted link's target stays as it was.
        let scratch = ScratchFolder()
        let victim = scratch.file("victim")
        ScratchFolder.write("keep", to: victim)
        for index in 0..<20 { symlink(victim, scratch.file(".tern-tmp-\(getpid())-\(index)")) }
        let file = PrivateFile(path: scratch.file("recent-cities.json"), maximumBytes: 1_024)
        try file.write(Array("[]".utf8))
        #expect(ScratchFolder.read(victim) == "keep")
        #expect(try file.read() == Array("[]".utf8))
    }
}
