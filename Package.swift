// swift-tools-version: 6.0
import PackageDescription

// The compiler is a pipeline of modules, each depending only on the ones below it, so a stage
// that reaches up is a compile error:
//
//   OnboardingDiagnostics   Diagnostic, SourceFile, Rule, Suggestion: what every stage reports
//   JSONSyntax              positioned JSON: lexer, parser, syntax tree; JSON values written (JSONLiteral)
//   OnboardingModel         the format, the typed model, lowering with the slide drop rule
//   OnboardingLocalization  localization keys of a spec's texts; String Catalogs read, updated, written as Xcode does
//   OnboardingSemantics     the flow graph and the validator's checks of the spec as a whole
//   OnboardingLint          the lint rules (translations against a catalog too), the rule catalog, and the accessibility
//                           summary of what their findings mean for the App Store's Accessibility Nutrition Labels
//   OnboardingCodeGen       the template engine and the generation of Swift from a checked spec
//   OnboardingGraph         the flow as Mermaid and Graphviz diagrams
//   OnboardingPreview       the HTML preview: the page, and the transition table its script follows, from the generation context
//   OnboardingReporting     reporters (Xcode, JSON, SARIF, ...), each writing its report as it goes (JSONWriter), and baselines
//   OnboardingCompiler      the driver: the pipeline, configuration, files, subcommands
//   onboardc                the command line, which hands its arguments to the driver
let package = Package(
    name: "onboardc",
    // The tool runs on the developer's Mac (the plugins run it there too), never on a device.
    // macOS 13 is older than any Xcode that runs Swift 6 needs, and gives the standard library's
    // String(unsafeUninitializedCapacity:initializingUTF8With:), which naming uses. The runtime
    // library runs in apps: iOS 16 and its peers give it constrained existentials
    // (`any OnboardingEffectHandler<Spec>`) and `LocalizedStringResource`; its `OnboardingSession`,
    // being observable, needs iOS 17 and says so.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "OnboardingRuntime", targets: ["OnboardingRuntime"]),
        .library(name: "OnboardingCompiler", targets: ["OnboardingCompiler"]),
        .executable(name: "onboardc", targets: ["onboardc"]),
        .plugin(name: "OnboardingPlugin", targets: ["OnboardingPlugin"]),
        .plugin(name: "GenerateOnboarding", targets: ["GenerateOnboarding"]),
        .plugin(name: "LintOnboarding", targets: ["LintOnboarding"]),
        .plugin(name: "UpdateStrings", targets: ["UpdateStrings"]),
        .plugin(name: "PreviewOnboarding", targets: ["PreviewOnboarding"]),
    ],
    targets: [
        // What every generated file uses: the flow engine, answers, texts, analytics, versions.
        // It depends on nothing but the standard library, Foundation and Observation.
        .target(name: "OnboardingRuntime"),
        .target(name: "OnboardingDiagnostics"),
        .target(name: "JSONSyntax", dependencies: ["OnboardingDiagnostics"]),
        .target(name: "OnboardingModel", dependencies: ["JSONSyntax", "OnboardingDiagnostics"]),
        .target(name: "OnboardingLocalization", dependencies: ["OnboardingModel", "JSONSyntax", "OnboardingDiagnostics"]),
        .target(name: "OnboardingSemantics", dependencies: ["OnboardingModel", "JSONSyntax", "OnboardingDiagnostics"]),
        .target(
            name: "OnboardingLint",
            dependencies: ["OnboardingSemantics", "OnboardingLocalization", "OnboardingModel", "JSONSyntax", "OnboardingDiagnostics"]
        ),
        .target(
            name: "OnboardingCodeGen",
            dependencies: ["OnboardingSemantics", "OnboardingLocalization", "OnboardingModel", "JSONSyntax", "OnboardingDiagnostics"]
        ),
        .target(name: "OnboardingGraph", dependencies: ["OnboardingSemantics", "OnboardingModel", "OnboardingDiagnostics"]),
        .target(
            name: "OnboardingPreview",
            dependencies: [
                "OnboardingCodeGen", "OnboardingSemantics", "OnboardingLocalization", "OnboardingModel", "JSONSyntax", "OnboardingDiagnostics",
            ]
        ),
        .target(name: "OnboardingReporting", dependencies: ["JSONSyntax", "OnboardingDiagnostics"]),
        .target(
            name: "OnboardingCompiler",
            dependencies: [
                "OnboardingDiagnostics", "JSONSyntax", "OnboardingModel", "OnboardingLocalization", "OnboardingSemantics",
                "OnboardingLint", "OnboardingCodeGen", "OnboardingGraph", "OnboardingPreview", "OnboardingReporting",
            ]
        ),
        .executableTarget(name: "onboardc", dependencies: ["OnboardingCompiler"]),

        // Random specs, valid and broken, for the tests, the fuzzer and the benchmark; not a product.
        // The benchmark is a package of its own (Benchmarks/Package.swift), so that `swift build -c
        // release` here, which pre-commit runs, does not compile it; it reaches this target through
        // the link Benchmarks/OnboardingTestSupport.
        .target(name: "OnboardingTestSupport", dependencies: ["OnboardingModel", "OnboardingSemantics"]),
        .testTarget(name: "OnboardingRuntimeTests", dependencies: ["OnboardingRuntime"]),
        .testTarget(
            name: "OnboardingCompilerTests",
            dependencies: [
                "OnboardingDiagnostics", "JSONSyntax", "OnboardingModel", "OnboardingLocalization", "OnboardingSemantics",
                "OnboardingLint", "OnboardingCodeGen", "OnboardingGraph", "OnboardingPreview", "OnboardingReporting",
                "OnboardingCompiler", "OnboardingTestSupport",
            ],
            exclude: ["Golden", "Regressions"]
        ),
        // Plugins share Plugins/PluginsShared through a symbolic link in each plugin's folder, and
        // the command plugins Plugins/CommandPluginsShared too.
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
        .plugin(
            name: "UpdateStrings",
            capability: .command(
                intent: .custom(verb: "update-strings", description: "Add the texts of every *.onboarding.json of the package to its String Catalog"),
                permissions: [.writeToPackageDirectory(reason: "Writes the String Catalogs of the onboarding specs' texts")]
            ),
            dependencies: ["onboardc"]
        ),
        .plugin(
            name: "PreviewOnboarding",
            capability: .command(intent: .custom(verb: "preview-onboarding", description: "Write an HTML preview of every *.onboarding.json of the package")),
            dependencies: ["onboardc"]
        ),
        // For onboardc's maintainers, not a product: writes the plugins above as two packages that
        // carry onboardc prebuilt, the build tool plugin's and the command plugins' (Plugins/OnboardcPlugins,
        // Plugins/OnboardcCommandPlugins; README, "Adding it to an app").
        .plugin(
            name: "BundleOnboardc",
            capability: .command(
                intent: .custom(verb: "bundle-onboardc", description: "Build onboardc in release and write the plugins packages that carry it prebuilt"),
                permissions: [.writeToPackageDirectory(reason: "Writes the plugins packages, by default to .build/onboardc-plugins")]
            )
        ),
    ]
)
