// swift-tools-version: 6.0
import PackageDescription

/// tern's target graph: one target per layer, so the compiler enforces which way imports go.
/// See docs/ARCHITECTURE.md for the diagram.
let package = Package(
    name: "tern",
    platforms: [.macOS(.v14)],
    products: [
        // The framework: what another app builds on (Examples/Countries does).
        .library(name: "PubSub", targets: ["PubSub"]),
        .library(name: "PubSubFoundation", targets: ["PubSubFoundation"]),
        .library(name: "ViewModelCore", targets: ["ViewModelCore"]),
        .library(name: "TerminalCore", targets: ["TerminalCore"]),
        .library(name: "CursesTerminal", targets: ["CursesTerminal"]),
        .library(name: "Widgets", targets: ["Widgets"]),
        .library(name: "PresentationModel", targets: ["PresentationModel"]),
        .library(name: "ListDetail", targets: ["ListDetail"]),
        .library(name: "AppRuntime", targets: ["AppRuntime", "AppLauncher"]),
        .library(name: "Networking", targets: ["Networking"]),
        // Its test doubles.
        .library(name: "PubSubTestSupport", targets: ["PubSubTestSupport"]),
        .library(name: "ViewModelTestSupport", targets: ["ViewModelTestSupport"]),
        // The app: tern, and its services for the benchmarks package.
        .executable(name: "tern", targets: ["tern"]),
        .library(name: "TernServices", targets: ["Domain", "Networking", "Services"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // MARK: C
        .systemLibrary(
            name: "CNCursesW",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "CCurl"),
        .target(name: "CBuildInfo"),
        .target(name: "CGazetteer", exclude: ["gazetteer.tsv", "LICENSE.md"]),

        // MARK: Reactive core
        .target(name: "PubSub"),
        // The schedulers and publishers on Foundation's types (RunLoop, OperationQueue, Timer,
        // NotificationCenter, URLSession, JSON coders): apart, so tern links no Foundation (decision 2060).
        .target(name: "PubSubFoundation", dependencies: ["PubSub"]),
        .target(name: "PubSubTestSupport", dependencies: ["PubSub"]),

        // MARK: Screen layer
        .target(name: "TerminalCore"),
        .target(name: "TerminalTestSupport", dependencies: ["TerminalCore"]),
        .target(name: "CursesTerminal", dependencies: ["CNCursesW", "TerminalCore"]),
        .target(name: "Widgets", dependencies: ["TerminalCore", "PresentationModel"]),

        // MARK: Business and data
        .target(name: "Domain", dependencies: ["TerminalCore"]),
        .target(name: "DomainText", dependencies: ["Domain"]),
        .target(name: "DomainTestSupport", dependencies: ["Domain", "PubSubTestSupport"]),
        .target(name: "PrivateFiles", dependencies: ["TerminalCore"]),
        .target(
            name: "Networking",
            dependencies: ["CCurl", "PrivateFiles", "TerminalCore", .product(name: "Logging", package: "swift-log")]
        ),
        .target(
            name: "NetworkingTestSupport",
            dependencies: [
                .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "Services",
            dependencies: [
                "Domain", "Networking", "PrivateFiles", "TerminalCore", "CGazetteer",
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.embedInCode("Resources/sample-users.json"), .embedInCode("Resources/sample-cities.json")]
        ),
        .target(
            name: "Movies",
            dependencies: [
                "DomainText",
                "FeatureKit", "ListDetail", "Configuration", "AppRuntime", "ViewModelCore", "Widgets", "PubSub",
                "Domain", "Networking", "TerminalCore", .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Features/Movies",
            resources: [.embedInCode("Resources/sample-movies.json")]
        ),
        .target(
            name: "Configuration",
            dependencies: [
                "Domain", "Networking", "TerminalCore", "PrivateFiles", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "tern-fixture-server", dependencies: ["NetworkingTestSupport", "TerminalCore"]),
        .executableTarget(name: "tern-manual", dependencies: ["TerminalCore", "TernApp"]),

        // MARK: Presentation
        .target(name: "PresentationModel"),
        .target(name: "ViewModelCore", dependencies: ["PubSub"]),
        .target(name: "ViewModelTestSupport", dependencies: ["ViewModelCore", "PubSub", "PubSubTestSupport"]),
        .target(
            name: "AppRuntime", dependencies: ["ViewModelCore", "Widgets", "TerminalCore", "PubSub", "PrivateFiles"]),
        .target(name: "AppLauncher", dependencies: ["AppRuntime", "CursesTerminal", "TerminalCore"]),
        .target(
            name: "ListDetail",
            dependencies: ["AppRuntime", "PresentationModel", "ViewModelCore", "Widgets", "TerminalCore", "PubSub"]
        ),
        .target(
            name: "Weather",
            dependencies: [
                "DomainText",
                "AppRuntime", "Domain", "ListDetail", "ViewModelCore", "PresentationModel", "Widgets", "TerminalCore",
                "PubSub",
            ],
            path: "Sources/Features/Weather"
        ),
        .target(
            name: "Users",
            dependencies: [
                "DomainText",
                "AppRuntime", "Domain", "ListDetail", "ViewModelCore", "Widgets", "TerminalCore", "PubSub",
            ],
            path: "Sources/Features/Users"
        ),
        .target(
            name: "FeatureKit",
            dependencies: [
                "AppRuntime", "Configuration", "Networking", "PubSub", "ViewModelCore", "Widgets",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // MARK: Composition root
        .target(
            name: "TernApp",
            dependencies: [
                "DomainText",
                "AppRuntime", "CursesTerminal", "Services", "Networking", "Users", "Weather",
                "Domain", "PubSub", "Configuration", "TerminalCore", "FeatureKit", "Movies", "PrivateFiles",
                "CBuildInfo", "Widgets", "ListDetail",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "tern", dependencies: ["TernApp", "AppRuntime", "AppLauncher"]),

        // MARK: Tests (mirror Sources target for target)
        .testTarget(name: "PubSubTests", dependencies: ["PubSub", "PubSubFoundation", "PubSubTestSupport"]),
        .testTarget(
            name: "PubSubFoundationTests",
            dependencies: ["PubSub", "PubSubFoundation", "PubSubTestSupport", "NetworkingTestSupport"]
        ),
        .testTarget(name: "TerminalCoreTests", dependencies: ["TerminalCore", "TerminalTestSupport"]),
        .testTarget(name: "PresentationModelTests", dependencies: ["PresentationModel"]),
        .testTarget(
            name: "WidgetsTests",
            dependencies: ["Widgets", "PresentationModel", "TerminalCore", "TerminalTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "PrivateFilesTests", dependencies: ["PrivateFiles"]),
        .testTarget(
            name: "NetworkingTests",
            dependencies: ["Networking", "NetworkingTestSupport"]
        ),
        .testTarget(
            name: "ConfigurationTests", dependencies: ["Configuration", "Domain", "Networking", "TerminalCore"]),
        .testTarget(
            name: "TernAppTests",
            dependencies: [
                "DomainText",
                "TernApp", "Configuration", "Domain", "DomainTestSupport", "AppRuntime", "Users", "Weather",
                "ListDetail", "Services", "TerminalCore", "PubSubTestSupport", "Movies", "FeatureKit",
                "TerminalTestSupport",
            ]
        ),
        .testTarget(
            name: "ViewModelCoreTests",
            dependencies: ["ViewModelCore", "ViewModelTestSupport", "PubSub", "PubSubTestSupport"]
        ),
        .testTarget(
            name: "UsersTests",
            dependencies: [
                "Users", "ListDetail", "PresentationModel", "AppRuntime", "Domain", "DomainText", "DomainTestSupport",
                "ViewModelCore", "ViewModelTestSupport", "PubSub", "PubSubTestSupport", "Widgets", "TerminalCore",
                "TerminalTestSupport",
            ],
            path: "Tests/Features/UsersTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "DomainText"]),
        .testTarget(
            name: "ServicesTests",
            dependencies: [
                "DomainText",
                "Services", "Domain", "Networking", "NetworkingTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "MoviesTests",
            dependencies: [
                "DomainText",
                "Movies", "FeatureKit", "ListDetail", "AppRuntime", "PresentationModel", "ViewModelCore",
                "ViewModelTestSupport", "Domain",
                "Networking", "NetworkingTestSupport", "TerminalCore", "TerminalTestSupport", "PubSubTestSupport",
            ],
            path: "Tests/Features/MoviesTests",
            exclude: ["Fixtures", "__Snapshots__"]
        ),
        .testTarget(
            name: "AppRuntimeTests",
            dependencies: [
                "AppRuntime", "ViewModelCore", "Widgets", "TerminalCore", "TerminalTestSupport", "PubSubTestSupport",
            ]
        ),
        .testTarget(
            name: "WeatherTests",
            dependencies: [
                "Weather", "ListDetail", "PresentationModel", "AppRuntime", "Domain", "DomainText", "DomainTestSupport",
                "ViewModelCore", "ViewModelTestSupport",
                "PubSub",
                "PubSubTestSupport", "Widgets", "TerminalCore", "TerminalTestSupport",
            ],
            path: "Tests/Features/WeatherTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ListDetailTests",
            dependencies: [
                "ListDetail", "AppRuntime", "PresentationModel", "ViewModelCore", "ViewModelTestSupport", "Widgets",
                "TerminalCore", "TerminalTestSupport", "PubSubTestSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CursesTerminalTests", dependencies: ["CursesTerminal", "TerminalCore", "TerminalTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TerminalTestSupport", "NetworkingTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: Where the targets live
/// `ls Sources` reads as the architecture: the framework any app builds on, the test doubles that
/// come with it, tern the app, and tern's features, one folder each. A target's folder is
/// `Sources/<group>/<name>`, its tests' `Tests/<group>/<name>Tests` (test doubles are tested with
/// the app); a target that names its own `path:` (a feature) keeps it.
let groups: [String: [String]] = [
    "Framework": [
        "CNCursesW", "PubSub", "PubSubFoundation", "TerminalCore", "CursesTerminal", "Widgets", "PresentationModel",
        "ViewModelCore", "ListDetail", "AppRuntime", "AppLauncher", "Networking", "PrivateFiles", "CCurl",
    ],
    "TestSupport": [
        "PubSubTestSupport", "TerminalTestSupport", "ViewModelTestSupport", "NetworkingTestSupport",
        "DomainTestSupport",
    ],
    "App": [
        "Domain", "DomainText", "Services", "Configuration", "FeatureKit", "TernApp", "tern", "CBuildInfo",
        "CGazetteer", "tern-fixture-server", "tern-manual", "EndToEnd",
    ],
]
for target in package.targets where target.path == nil {
    let isTest = target.type == .test
    let name = isTest ? String(target.name.dropLast("Tests".count)) : target.name
    guard let group = groups.first(where: { $0.value.contains(name) })?.key else { continue }
    target.path = isTest ? "Tests/\(group == "TestSupport" ? "App" : group)/\(target.name)" : "Sources/\(group)/\(name)"
}
