import AppLauncher
import AppRuntime
import Browser
import Foundation
import ViewModelCore

/// The composition root: arguments, data, the store and the screen, then the runtime.
let usage = "usage: countries [--url URL]  (default: the bundled sample of REST Countries' JSON)"
var arguments = CommandLine.arguments.dropFirst()
var url: String?
while let argument = arguments.popFirst() {
    switch argument {
    case "--url" where !arguments.isEmpty: url = arguments.popFirst()
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("countries: unexpected argument \(argument)\n\(usage)\n".utf8))
        exit(2)
    }
}

let countries: [Country]
do {
    countries = try await CountrySource.load(url: url)
} catch {
    FileHandle.standardError.write(Data("countries: \(error.message)\n".utf8))
    exit(1)
}

AppLauncher.run(name: "countries") { _, terminal in
    let store = Store(
        initial: BrowserState(items: countries), reduce: BrowserState.reducer(matching: Country.browser.matches))
    let screen = BrowserScreen(store: store, content: Country.browser)
    return App(name: "countries", terminal: terminal, sections: [Section(title: "Countries", root: screen)])
}
