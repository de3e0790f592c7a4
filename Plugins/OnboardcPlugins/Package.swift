// swift-tools-version: 6.0
// onboardc's build tool plugin with onboardc prebuilt, and the runtime library `OnboardingRuntime`
// that generated code imports, as source: a package that uses it builds nothing of onboardc but
// that small library. The command plugins are in a package of their own, OnboardcCommandPlugins, because
// SwiftPM compiles every plugin of a dependency at the start of a clean build, used or not.
//
// `swift package --allow-writing-to-package-directory bundle-onboardc` in the onboardc repository
// copies this manifest into the folder it writes, beside `onboardc.artifactbundle`, which this
// package and OnboardcCommandPlugins share, and onboardc's `Sources/OnboardingRuntime` into its
// `Sources`. The plugin is declared as in onboardc's own manifest
// (a test checks it). To host the package, see README.md: the binary target then names a URL and
// a checksum.
import PackageDescription

let package = Package(
    name: "OnboardcPlugins",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "OnboardingRuntime", targets: ["OnboardingRuntime"]),
        .plugin(name: "OnboardingPlugin", targets: ["OnboardingPlugin"]),
    ],
    targets: [
        // Hosted, the bundle is a zip archive on a server:
        // .binaryTarget(
        //     name: "onboardc",
        //     url: "https://github.com/your-org/onboardc/releases/download/0.1.0/onboardc.artifactbundle.zip",
        //     checksum: "<the output of: swift package compute-checksum onboardc.artifactbundle.zip>"
        // ),
        .binaryTarget(name: "onboardc", path: "../onboardc.artifactbundle"),
        .target(name: "OnboardingRuntime"),
        .plugin(name: "OnboardingPlugin", capability: .buildTool(), dependencies: ["onboardc"]),
    ]
)
