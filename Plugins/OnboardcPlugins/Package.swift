// swift-tools-version: 6.0
// onboardc's plugins with onboardc prebuilt: a package that uses them builds nothing of onboardc.
//
// `swift package --allow-writing-to-package-directory bundle-onboardc` in the onboardc repository
// copies this manifest into the plugins package it writes, beside `onboardc.artifactbundle` and the
// plugins' sources. The plugins are declared as in onboardc's own manifest (a test checks it).
// To host the package, see README.md: the binary target then names a URL and a checksum.
import PackageDescription

let package = Package(
    name: "OnboardcPlugins",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "OnboardingPlugin", targets: ["OnboardingPlugin"]),
        .plugin(name: "GenerateOnboarding", targets: ["GenerateOnboarding"]),
        .plugin(name: "LintOnboarding", targets: ["LintOnboarding"]),
        .plugin(name: "UpdateStrings", targets: ["UpdateStrings"]),
    ],
    targets: [
        // Hosted, the bundle is a zip archive on a server:
        // .binaryTarget(
        //     name: "onboardc",
        //     url: "https://github.com/your-org/onboardc/releases/download/0.1.0/onboardc.artifactbundle.zip",
        //     checksum: "<the output of: swift package compute-checksum onboardc.artifactbundle.zip>"
        // ),
        .binaryTarget(name: "onboardc", path: "onboardc.artifactbundle"),
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
    ]
)
