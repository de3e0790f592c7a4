// swift-tools-version: 6.0
// A package that uses onboardc the way an app does, for the plugin integration test
// (Tests/OnboardingCompilerTests/Integration/PluginIntegrationTests.swift), which copies it to a
// temporary folder and points the dependency at the repository by absolute path.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [
        .package(name: "onboardc", path: "../../..")
    ],
    targets: [
        .executableTarget(
            name: "OnboardingDemo",
            dependencies: [.product(name: "OnboardingRuntime", package: "onboardc")],
            plugins: [.plugin(name: "OnboardingPlugin", package: "onboardc")]
        )
    ]
)
