// swift-tools-version: 6.0
import PackageDescription

/// tern's benchmarks: release-build workloads compared against reference implementations in one process.
/// A separate package so OpenCombine is a dependency of the benchmarks only, never of the app.
let package = Package(
    name: "tern-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "tern", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .target(name: "MallocCounter"),
        .target(name: "PtySpawn", linkerSettings: [.linkedLibrary("util")]),
        .executableTarget(
            name: "tern-bench",
            dependencies: [
                "MallocCounter",
                "PtySpawn",
                .product(name: "PubSub", package: "tern"),
                .product(name: "TernServices", package: "tern"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
