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
        .executableTarget(
            name: "onboardc-bench",
            dependencies: ["OnboardingCompiler"],
            path: "Benchmarks/onboardc-bench"
        ),
        .testTarget(
            name: "OnboardingCompilerTests",
            dependencies: ["OnboardingCompiler"],
            exclude: ["Golden"]
        ),
    ]
)
