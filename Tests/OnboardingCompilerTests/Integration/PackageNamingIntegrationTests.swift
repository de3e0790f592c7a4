import Foundation
import Testing

extension IntegrationTests {
    /// What SwiftPM prints when `package:` of a plugin is the manifest's name of a package added by
    /// path from a folder of another name.
    static let productNotFound = "product 'OnboardingPlugin' required by package 'app' target 'App' not found in package 'onboardc'"

    /// Issue 37: from a package whose checkout of onboardc sits in a folder of another name, SwiftPM
    /// says that the plugin is not found, which misleads; the plugins' READMEs say why, with the
    /// message SwiftPM prints, which this test checks against the toolchain.
    @Test("A checkout in a folder of another name is the package named after the folder, as the plugins' READMEs say")
    func aCheckoutInAFolderOfAnotherNameIsNamedAfterTheFolder() throws {
        let root = try Integration.makeTemporaryDirectory("onboardc-package-naming")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("onboardc-main"), withDestinationURL: Integration.packageRoot)
        let app = root.appendingPathComponent("App", isDirectory: true)
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try #"print("App")"#.write(to: app.appendingPathComponent("Sources/App/main.swift"), atomically: true, encoding: .utf8)
        try """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: "../onboardc-main")],
                targets: [.executableTarget(name: "App", plugins: [.plugin(name: "OnboardingPlugin", package: "onboardc")])]
            )

            """.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let build = try Integration.run(
            try Integration.swift(), ["build", "--package-path", app.path, "--scratch-path", root.appendingPathComponent("scratch").path], in: app)
        #expect(build.status != 0)
        #expect(build.output.contains(Self.productNotFound), "\(build.output)")
        for readme in ["Plugins/OnboardcPlugins/README.md", "Plugins/OnboardcCommandPlugins/README.md"] {
            let text = try String(contentsOf: Integration.packageRoot.appendingPathComponent(readme), encoding: .utf8)
            let prose = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(prose.contains("required by package 'app' target 'App' not found in package"), "\(readme) quotes SwiftPM's message")
            #expect(prose.contains(#"package: "onboardc-main""#), "\(readme) says which name to write")
        }
    }
}
