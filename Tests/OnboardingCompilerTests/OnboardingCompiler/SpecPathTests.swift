import Foundation
@testable import OnboardingCompiler
import Testing


/// The driver names each spec one way in every report, however its path was written.
@Suite struct SpecPathTests {
    /// The driver's own path joining and parent, which replaced `NSString`'s, give what those give.
    @Test func joiningAndParentsAreNSStrings() {
        let parents = [
            ("", ""), ("a", ""), ("a/", ""), ("/", "/"), ("/a", "/"), ("/a/b", "/a"), ("/a/b/", "/a"), ("a/b/c", "a/b"),
            ("a//b", "a"), ("../x", ".."),
        ]
        for (path, parent) in parents {
            #expect(FilePath.parent(of: path) == parent, "\(path)")
        }
        let joined = [
            ("", "b", "b"), ("", "/b", "/b"), ("a", "b", "a/b"), ("a/", "b", "a/b"), ("a//", "b", "a/b"), ("/", "b", "/b"),
            ("a", "/b", "a/b"), ("a", "", "a"), ("a/b", "c/d", "a/b/c/d"),
        ]
        for (directory, component, path) in joined {
            #expect(FilePath.appending(component, to: directory) == path, "\(directory) + \(component)")
        }
    }

    /// The driver works paths out as text; these give what `URL` gave when it did.
    @Test func standardizedPathsAndComponentsAreURLs() {
        let working = FileManager.default.currentDirectoryPath
        let cases = [
            ("a/b.json", "/work"), ("/x/./y/../z.json", "/work"), ("../a.json", "/work/app"), ("a/../../b", "/w/x"),
            ("/../a", "/"), (".", "/work"), ("a", "relative/dir"), ("", "/work"), ("a//b/", "/work"),
        ]
        for (path, directory) in cases {
            let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL
            #expect(FilePath.standardized(path, relativeTo: directory) == url.path, "\(path) in \(directory)")
        }
        #expect(FilePath.standardized("a", relativeTo: ".") == URL(fileURLWithPath: working).appendingPathComponent("a").standardizedFileURL.path)
        for path in ["Assets/Logo@2x.png", "a.b.c", ".hidden", "folder/", "Name.imageset", "plain", "/", "x/y.xcassets/"] {
            let url = URL(fileURLWithPath: path)
            #expect(FilePath.lastComponent(of: path) == url.lastPathComponent, "\(path)")
            #expect(FilePath.pathExtension(of: path) == url.pathExtension, "\(path)")
            #expect(FilePath.stem(of: path) == url.deletingPathExtension().lastPathComponent, "\(path)")
        }
    }

    @Test func pathsAreNormalisedWithoutLeavingTheKindTheyWere() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try FileManager.default.createDirectory(at: run.url("real/inner"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: run.url("link").path, withDestinationPath: run.url("real/inner").path)
        let base = run.directory.path
        let cases: [(String, String)] = [
            ("../rep/./Rep.onboarding.json", "../rep/Rep.onboarding.json"),
            ("./A.onboarding.json", "A.onboarding.json"),
            ("real//inner/../A.onboarding.json", "real/A.onboarding.json"),
            ("real/inner/../../A.onboarding.json", "A.onboarding.json"),
            ("../../x/A.onboarding.json", "../../x/A.onboarding.json"),
            // Through a link, `..` leads to the link target's parent: it stays.
            ("link/../A.onboarding.json", "link/../A.onboarding.json"),
            (base + "/./real/../A.onboarding.json", base + "/A.onboarding.json"),
            // A folder that is not there may be a link once it is: `..` after it stays.
            (base + "/missing/../A.onboarding.json", base + "/missing/../A.onboarding.json"),
            ("/../A.onboarding.json", "/A.onboarding.json"),
            (".", "."),
        ]
        for (path, expected) in cases {
            #expect(FilePath.normalized(path, relativeTo: base) == expected, "\(path)")
        }
    }

    /// A spec outside the working directory given as `../rep/./Rep.onboarding.json` is reported,
    /// in every reporter, as `../rep/Rep.onboarding.json`; one given twice in two spellings is checked once.
    @Test func reportsNameASpecByItsNormalisedPath() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(#"{"slides":[{"title":"x","bogus":1}]}"#, to: "rep/Rep.onboarding.json")
        try FileManager.default.createDirectory(at: run.url("work"), withIntermediateDirectories: true)
        let sarif = try OnboardcBinary.run(
            ["lint", "../rep/./Rep.onboarding.json", "../rep/Rep.onboarding.json", "--reporter", "sarif"], in: run.url("work"))
        #expect(sarif.status == 1)
        #expect(sarif.output.contains(#""uri" : "..\/rep\/Rep.onboarding.json""#) || sarif.output.contains(#""uri":"..\/rep\/Rep.onboarding.json""#)
            || sarif.output.contains(#""uri": "../rep/Rep.onboarding.json""#) || sarif.output.contains(#""uri":"../rep/Rep.onboarding.json""#),
            "\(sarif.output)")
        #expect(!sarif.output.contains("/./"))
        #expect(sarif.errors.hasPrefix("../rep/Rep.onboarding.json:1:"), "\(sarif.errors)")
        #expect(sarif.errors.hasSuffix("1 error, 1 warning in 1 file\n"), "\(sarif.errors)")
    }
}
