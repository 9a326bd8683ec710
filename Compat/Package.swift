// swift-tools-version: 6.0
import PackageDescription

/// Pins the conformance suite `make compat` runs: OpenCombine 0.14.0's own tests, read from this
/// package's checkout (`Compat/.build/checkouts/OpenCombine/Tests`). Nothing here builds OpenCombine;
/// the harness (`Compat/compat`) generates the test package in `.build-compat/` against PubSub.
let package = Package(
    name: "tern-compat",
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0")
    ],
    targets: []
)
