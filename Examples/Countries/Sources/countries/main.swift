import AppLauncher
import AppRuntime
import Foundation
import ListDetail
import ViewModelCore

/// The composition root: arguments, data, the store and the screen, then the runtime.
let usage = "usage: countries [--url URL] [--timeout SECONDS]  (default: the bundled sample, 10 s)"
var arguments = CommandLine.arguments.dropFirst()
var url: String?
var timeout = 10.0
while let argument = arguments.popFirst() {
    switch argument {
    case "--url" where !arguments.isEmpty: url = arguments.popFirst()
    case "--timeout" where !arguments.isEmpty:
        let text = arguments.popFirst()!
        guard let seconds = Double(text), (0.1...3600).contains(seconds) else {
            try? FileHandle.standardError.write(
                contentsOf:
                    Data("countries: --timeout SECONDS must be a number from 0.1 to 3600, not \"\(text)\"\n".utf8))
            exit(2)
        }
        timeout = seconds
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        try? FileHandle.standardError.write(
            contentsOf: Data("countries: unexpected argument \(argument)\n\(usage)\n".utf8))
        exit(2)
    }
}

guard TerminalSession.checkInteractive(appName: "countries") else { exit(2) }
let countries: [Country]
do {
    countries = try await CountrySource.load(url: url, timeout: timeout)
} catch {
    try? FileHandle.standardError.write(contentsOf: Data("countries: \(error.message)\n".utf8))
    exit(1)
}

AppLauncher.run(name: "countries") { _, terminal in
    let store = Store(
        initial: ListDetailState<Country, Country>(items: countries, note: url == nil ? "sample data" : nil),
        reduce: ListDetailState.reducer(searching: Country.searchTexts).reduce)
    let screen = ListDetailScreen(store: store, slots: Country.slots)
    return App(name: "countries", terminal: terminal, sections: [Section(title: "Countries", root: screen)])
}
