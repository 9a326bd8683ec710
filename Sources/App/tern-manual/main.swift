import Foundation
import TerminalCore
import TernApp

// tern-manual: reads `tern --experimental-dump-help` on standard input and writes the man page
// (see ManualPage), with a KEYS section from the file `tern keys --defaults` wrote, if given.
// Usage: tern --experimental-dump-help | tern-manual [--keys FILE] VERSION [DATE] > tern.1
var arguments = CommandLine.arguments.dropFirst()
var keys = ""
if arguments.first == "--keys", let file = arguments.dropFirst().first {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        FileDescriptorOutput.write("tern-manual: cannot read the keys in \(file)\n", to: STDERR_FILENO)
        exit(1)
    }
    keys = text
    arguments = arguments.dropFirst(2)
}
guard let version = arguments.first else {
    FileDescriptorOutput.write(
        "usage: tern-manual [--keys FILE] VERSION [YYYY-MM-DD] < dump-help.json\n", to: STDERR_FILENO)
    exit(2)
}
let date = arguments.dropFirst().first ?? Date().formatted(.iso8601.year().month().day())
do {
    let dump = try JSONDecoder().decode(CommandInfo.Dump.self, from: try FileHandle.standardInput.readToEnd() ?? Data())
    let page = ManualPage(
        root: dump.command, version: version, date: date, keys: keys,
        configuration: TernManual.configuration.map { ManualPage.Entry(tag: $0.tag, text: $0.text) }
    ).render()
    if let code = FileDescriptorOutput.write(page, to: STDOUT_FILENO) {
        FileDescriptorOutput.write(
            "tern-manual: cannot write the man page: \(String(cString: strerror(code)))\n", to: STDERR_FILENO)
        exit(1)
    }
} catch {
    FileDescriptorOutput.write("tern-manual: \(error)\n", to: STDERR_FILENO)
    exit(1)
}
