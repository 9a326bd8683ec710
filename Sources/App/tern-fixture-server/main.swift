// tern-fixture-server: serves a directory of fixtures on 127.0.0.1 (with --ipv6: on ::1) for
// end-to-end tests of tern.
//
// Usage: tern-fixture-server [--ipv6] FIXTURE_DIR [ROUTES_JSON]
// ROUTES_JSON defaults to FIXTURE_DIR/routes.json (format: see FixtureRouteFile); when FIXTURE_DIR has
// no routes.json, the built-in routes for shared/api-samples are used (FixtureRouteFile.apiSamples).
// Prints the port on stdout as one line, then serves until its standard input closes or it receives SIGTERM.
import Foundation
import NetworkingTestSupport
import TerminalCore

#if canImport(Glibc)
    import Glibc
#endif

func fail(_ message: String) -> Never {
    FileDescriptorOutput.write("tern-fixture-server: \(message)\n", to: STDERR_FILENO)
    exit(2)
}

let onIPv6Loopback = CommandLine.arguments.dropFirst().first == "--ipv6"
let arguments = CommandLine.arguments.dropFirst(onIPv6Loopback ? 2 : 1)
guard let directoryArgument = arguments.first, arguments.count <= 2 else {
    fail("usage: tern-fixture-server [--ipv6] FIXTURE_DIR [ROUTES_JSON]")
}
let fixtureDirectory = URL(fileURLWithPath: directoryArgument, isDirectory: true)
let routesFile =
    arguments.dropFirst().first.map { URL(fileURLWithPath: $0) }
    ?? fixtureDirectory.appendingPathComponent("routes.json")

let routes: [FixtureRoute]
do {
    if FileManager.default.fileExists(atPath: routesFile.path) || arguments.count == 2 {
        routes = try FixtureRouteFile.routes(from: routesFile, fixtureDirectory: fixtureDirectory)
    } else {
        routes = try FixtureRouteFile.apiSamples.routes(fixtureDirectory: fixtureDirectory)
    }
} catch {
    fail("cannot use the routes for \(fixtureDirectory.path): \(error)")
}

signal(SIGTERM, SIG_IGN)
let terminationSource = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .global())
terminationSource.setEventHandler { exit(0) }
terminationSource.resume()

let stdinWatcher = Thread {
    while readLine(strippingNewline: false) != nil {}
    exit(0)
}

let server: FixtureServer
do {
    server = try await FixtureServer.start(routes: routes, onIPv6Loopback: onIPv6Loopback)
} catch {
    fail("cannot start: \(error)")
}
if let code = FileDescriptorOutput.write("\(server.port)\n", to: STDOUT_FILENO) {
    fail("cannot write the port: \(String(cString: strerror(code)))")
}
stdinWatcher.start()
while true {
    try await Task.sleep(for: .seconds(3_600))
}
