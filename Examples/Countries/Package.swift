// swift-tools-version: 6.0
import PackageDescription

/// A countries browser built on tern's library products (docs/ARCHITECTURE.md, "How a new app is
/// put together"): `make example` builds it, `make test` checks it end to end.
let package = Package(
    name: "Countries",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "tern", path: "../..")],
    targets: [
        .executableTarget(
            name: "countries",
            dependencies: [
                .product(name: "AppRuntime", package: "tern"), .product(name: "ListDetail", package: "tern"),
                .product(name: "Networking", package: "tern"), .product(name: "ViewModelCore", package: "tern"),
                .product(name: "Widgets", package: "tern"),
            ],
            resources: [.embedInCode("Resources/countries.json")]
        )
    ]
)
