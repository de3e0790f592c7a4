// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "onboardc",
    products: [
        .library(name: "OnboardingCompiler", targets: ["OnboardingCompiler"]),
        .executable(name: "onboardc", targets: ["onboardc"]),
    ],
    targets: [
        .target(name: "OnboardingCompiler"),
        .executableTarget(name: "onboardc", dependencies: ["OnboardingCompiler"]),
        .testTarget(
            name: "OnboardingCompilerTests",
            dependencies: ["OnboardingCompiler"],
            exclude: ["Golden", "Regressions"]
        ),
    ]
)
