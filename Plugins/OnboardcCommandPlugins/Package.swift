// swift-tools-version: 6.0
// onboardc's command plugins (generate-onboarding, with --check for CI; lint-onboarding;
// update-strings; preview-onboarding) with onboardc prebuilt. The build tool plugin is in OnboardcPlugins: an app that
// only builds its specs adds that package alone and compiles none of these plugins.
//
// `swift package --allow-writing-to-package-directory bundle-onboardc` in the onboardc repository
// copies this manifest into the folder it writes, beside `onboardc.artifactbundle`, which this
// package and OnboardcPlugins share. The plugins are declared as in onboardc's own manifest (a
// test checks it), but for the binary target's name: target names are unique across a package
// graph, and an app may use both packages. To host it, see OnboardcPlugins' README.md.
import PackageDescription

let package = Package(
    name: "OnboardcCommandPlugins",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "GenerateOnboarding", targets: ["GenerateOnboarding"]),
        .plugin(name: "LintOnboarding", targets: ["LintOnboarding"]),
        .plugin(name: "UpdateStrings", targets: ["UpdateStrings"]),
        .plugin(name: "PreviewOnboarding", targets: ["PreviewOnboarding"]),
    ],
    targets: [
        // Hosted, the same zip archive as OnboardcPlugins':
        // .binaryTarget(
        //     name: "onboardc-commands",
        //     url: "https://github.com/your-org/onboardc/releases/download/0.1.0/onboardc.artifactbundle.zip",
        //     checksum: "<the output of: swift package compute-checksum onboardc.artifactbundle.zip>"
        // ),
        .binaryTarget(name: "onboardc-commands", path: "../onboardc.artifactbundle"),
        .plugin(
            name: "GenerateOnboarding",
            capability: .command(
                intent: .custom(verb: "generate-onboarding", description: "Generate Swift beside every *.onboarding.json of the package"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift files beside the onboarding specs")]
            ),
            dependencies: ["onboardc-commands"]
        ),
        .plugin(
            name: "LintOnboarding",
            capability: .command(intent: .custom(verb: "lint-onboarding", description: "Lint every *.onboarding.json of the package")),
            dependencies: ["onboardc-commands"]
        ),
        .plugin(
            name: "UpdateStrings",
            capability: .command(
                intent: .custom(verb: "update-strings", description: "Add the texts of every *.onboarding.json of the package to its String Catalog"),
                permissions: [.writeToPackageDirectory(reason: "Writes the String Catalogs of the onboarding specs' texts")]
            ),
            dependencies: ["onboardc-commands"]
        ),
        .plugin(
            name: "PreviewOnboarding",
            capability: .command(intent: .custom(verb: "preview-onboarding", description: "Write an HTML preview of every *.onboarding.json of the package")),
            dependencies: ["onboardc-commands"]
        ),
    ]
)
