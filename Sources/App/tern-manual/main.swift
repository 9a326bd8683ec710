import Foundation

// tern-manual: reads `tern --experimental-dump-help` on standard input and writes the man page
// (see ManualPage). Usage: tern --experimental-dump-help | tern-manual VERSION [DATE] > tern.1
let arguments = CommandLine.arguments.dropFirst()
guard let version = arguments.first else {
    try? FileHandle.standardError.write(
        contentsOf: Data("usage: tern-manual VERSION [YYYY-MM-DD] < dump-help.json\n".utf8))
    exit(2)
}
let date = arguments.dropFirst().first ?? Date().formatted(.iso8601.year().month().day())
do {
    let dump = try JSONDecoder().decode(CommandInfo.Dump.self, from: FileHandle.standardInput.readDataToEndOfFile())
    let page = ManualPage(root: dump.command, version: version, date: date).render()
    try FileHandle.standardOutput.write(contentsOf: Data(page.utf8))
} catch {
    try? FileHandle.standardError.write(contentsOf: Data("tern-manual: \(error)\n".utf8))
    exit(1)
}
