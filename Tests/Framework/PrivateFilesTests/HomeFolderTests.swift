import Glibc
import PrivateFiles
import Testing

/// The home folder: `HOME` when absolute, else the passwd entry's — never the current directory.
@Suite struct HomeFolderTests {
    private var passwdHome: String {
        getpwuid(getuid()).flatMap { $0.pointee.pw_dir }.map { String(cString: $0) } ?? HomeFolder.nowhere
    }

    @Test func anAbsoluteHomeIsUsed() {
        #expect(HomeFolder.path(environment: ["HOME": "/home/someone"]) == "/home/someone")
    }

    @Test(arguments: [[:], ["HOME": ""], ["HOME": "relative/path"], ["HOME": "."]])
    func anEmptyUnsetOrRelativeHomeFallsBackToThePasswdEntry(environment: [String: String]) {
        let home = HomeFolder.path(environment: environment)
        #expect(home == passwdHome)
        #expect(home.hasPrefix("/"))
    }
}
