// swift-tools-version: 6.0
// onboardc-bench, a package of its own so that building onboardc never compiles it:
//
//   swift run --package-path Benchmarks -c release onboardc-bench [--quick]
//
// It depends on onboardc by path and measures it on the shipped specs, a 50-slide spec and a report
// of 200 findings: each stage's instructions (callgrind), and the `onboardc` product, which it builds
// in this package's .build beside itself, as whole processes. See BENCHMARKS.md.
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
            // OnboardingRuntime is built beside the bench (.build/<configuration>/Modules) for the
            // generated files to compile against; the bench itself does not import it.
            dependencies: [
                .product(name: "OnboardingCompiler", package: "onboardc"), .product(name: "OnboardingRuntime", package: "onboardc"),
                "OnboardingTestSupport",
            ],
            path: "onboardc-bench",
            // Each stage runs in a function of its own for callgrind to count (StageRun.swift).
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-llvm-merge-functions-pass"])]
        ),
    ]
)
