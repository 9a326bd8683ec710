import Foundation
import Glibc
import PrivateFiles
import Testing

/// An app's own folder: created 0700, never followed when it is a link, never chmod-ed when it
/// exists (a shared one is named in a warning), and cleared of what interrupted writes left.
@Suite struct PrivateFolderTests {
    @Test func createsAMissingFolderAndItsParentsWithMode700() throws {
        let scratch = ScratchFolder()
        let folder = PrivateFolder(path: scratch.file("state/deeper/tern"))
        #expect(try folder.prepare() == nil)
        #expect(ScratchFolder.mode(folder.path) == 0o700)
        #expect(ScratchFolder.mode(scratch.file("state")) == 0o700)
    }

    @Test func aFolderThatExistsKeepsItsModeAndASharedOneIsNamed() throws {
        let scratch = ScratchFolder()
        let shared = scratch.file("shared")
        mkdir(shared, 0o755)
        chmod(shared, 0o1777)
        let warning = try PrivateFolder(path: shared).prepare()
        #expect(
            warning
                == "\(shared) can be written by other users (mode 1777); tern keeps its files there but leaves its mode"
        )
        #expect(ScratchFolder.mode(shared) == 0o1777, "not chmod-ed")
        mkdir(scratch.file("readable"), 0o755)
        chmod(scratch.file("readable"), 0o755)
        #expect(try PrivateFolder(path: scratch.file("readable")).prepare() == nil)
        #expect(ScratchFolder.mode(scratch.file("readable")) == 0o755)
    }

    @Test func aFolderThatIsALinkIsRefusedAndItsTargetKeepsItsMode() throws {
        let scratch = ScratchFolder()
        let shared = scratch.file("shared")
        mkdir(shared, 0o755)
        chmod(shared, 0o1777)
        symlink(shared, scratch.file("tern"))
        let folder = PrivateFolder(path: scratch.file("tern"))
        #expect(throws: PrivateFileRefusal(path: folder.path, reason: .symbolicLink)) { try folder.prepare() }
        #expect(!folder.isUsable)
        #expect(ScratchFolder.mode(shared) == 0o1777)
        #expect(throws: PrivateFileRefusal(path: folder.path, reason: .symbolicLink)) {
            try PrivateFile(path: folder.file("session.json"), maximumBytes: 10).write([1])
        }
        #expect(ScratchFolder(path: shared).names.isEmpty, "nothing written into the link's target")
    }

    @Test func leftoverTemporariesAreRemovedAndNothingElse() throws {
        let scratch = ScratchFolder()
        let folder = PrivateFolder(path: scratch.path)
        let deadProcess = pid_t(Int32.max - 1)  // above pid_max: no such process
        for name in [
            ".dat.nosyncab12.Xy9", ".tern-tmp-\(deadProcess)-9f", ".0F8F4D2C-1B2A-4C3D-9E8F-0123456789AB.tmp",
            ".tern-tmp-\(getpid())-1", "session.json", ".hidden", "0123456789abcdef.json",
        ] {
            ScratchFolder.write("x", to: scratch.file(name))
        }
        #expect(folder.removeLeftoverTemporaries() == 3)
        #expect(scratch.names == [".hidden", ".tern-tmp-\(getpid())-1", "0123456789abcdef.json", "session.json"])
    }

    @Test func aFolderThatIsALinkIsNotSwept() throws {
        let scratch = ScratchFolder()
        mkdir(scratch.file("elsewhere"), 0o700)
        ScratchFolder.write("x", to: scratch.file("elsewhere/.dat.nosync1"))
        symlink(scratch.file("elsewhere"), scratch.file("tern"))
        #expect(PrivateFolder(path: scratch.file("tern")).removeLeftoverTemporaries() == 0)
        #expect(ScratchFolder(path: scratch.file("elsewhere")).names == [".dat.nosync1"])
    }
}
