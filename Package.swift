// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "onboardc",
    // The tool runs on the developer's Mac (the plugins run it there too), never on a device.
    // macOS 13 is older than any Xcode that runs Swift 6 needs, and gives the standard library's
    // String(unsafeUninitializedCapacity:initializingUTF8With:), which naming uses.
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "OnboardingCompiler", targets: ["OnboardingCompiler"]),
        .executable(name: "onboardc", targets: ["onboardc"]),
        .plugin(name: "OnboardingPlugin", targets: ["OnboardingPlugin"]),
        .plugin(name: "GenerateOnboarding", targets: ["GenerateOnboarding"]),
        .plugin(name: "LintOnboarding", targets: ["LintOnboarding"]),
    ],
    targets: [
        .target(name: "OnboardingCompiler"),
        .executableTarget(name: "onboardc", dependencies: ["OnboardingCompiler"]),
        .executableTarget(
            name: "onboardc-bench",
            dependencies: ["OnboardingCompiler"],
            path: "Benchmarks/onboardc-bench"
        ),
        .testTarget(
            name: "OnboardingCompilerTests",
            dependencies: ["OnboardingCompiler"],
            exclude: ["Golden", "Regressions"]
        ),
        // Plugins share Plugins/PluginsShared through a symbolic link in each plugin's folder.
        .plugin(name: "OnboardingPlugin", capability: .buildTool(), dependencies: ["onboardc"]),
        .plugin(
            name: "GenerateOnboarding",
            capability: .command(
                intent: .custom(verb: "generate-onboarding", description: "Generate Swift beside every *.onboarding.json of the package"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift files beside the onboarding specs")]
            ),
            dependencies: ["onboardc"]
        ),
        .plugin(
            name: "LintOnboarding",
            capability: .command(intent: .custom(verb: "lint-onboarding", description: "Lint every *.onboarding.json of the package")),
            dependencies: ["onboardc"]
        ),
    ]
)
