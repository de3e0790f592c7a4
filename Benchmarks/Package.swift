// swift-tools-version: 6.0
// onboardc-bench, a package of its own so that building onboardc never compiles it:
//
//   swift run --package-path Benchmarks -c release onboardc-bench [--quick]
//
// It depends on onboardc by path and measures the library in memory and the `onboardc` product,
// which it builds in this package's .build beside itself. See BENCHMARKS.md.
import PackageDescription

let package = Package(
    name: "onboardc-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "onboardc", path: "..")
    ],
    targets: [
        // The root package's test support (random specs of any size), through the link
        // OnboardingTestSupport -> ../Sources/OnboardingTestSupport: one copy for tests, fuzzer and bench.
        .target(
            name: "OnboardingTestSupport", dependencies: [.product(name: "OnboardingCompiler", package: "onboardc")],
            path: "OnboardingTestSupport"),
        .executableTarget(
            name: "onboardc-bench",
            dependencies: [.product(name: "OnboardingCompiler", package: "onboardc"), "OnboardingTestSupport"],
            path: "onboardc-bench"
        ),
    ]
)
