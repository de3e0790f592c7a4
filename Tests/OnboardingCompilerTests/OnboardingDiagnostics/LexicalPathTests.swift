import OnboardingDiagnostics
import Testing

@Suite struct LexicalPathTests {
    @Test(arguments: [
        ("a/b", "a/b"),
        ("a//b/", "a/b"),
        ("./a/./b/.", "a/b"),
        ("a/b/../c", "a/c"),
        ("a/..", "."),
        ("", "."),
        (".", "."),
        ("../rep/./Rep.onboarding.json", "../rep/Rep.onboarding.json"),
        ("../../a/../b", "../../b"),
        ("a/../../b", "../b"),
        ("/", "/"),
        ("//a///b", "/a/b"),
        ("/../a", "/a"),
        ("/a/../..", "/"),
        ("/a/b/../../../c/./d/..", "/c"),
    ])
    func foldsDotsParentsAndRepeatedSlashes(path: String, expected: String) {
        #expect(LexicalPath(path).string == expected)
    }

    @Test func foldsAParentOnlyWhereTheCallerAllows() {
        var asked: [[Substring]] = []
        let path = LexicalPath("link/../a/real/../b") { kept in
            asked.append(kept)
            return kept.last != "link"
        }
        #expect(path.string == "link/../a/b")
        #expect(asked == [["link"], ["link", "..", "a", "real"]])
        #expect(LexicalPath("/link/../x") { _ in false }.string == "/link/../x")
    }

    @Test func aParentLeftUnfoldedIsNeverAskedAbout() {
        // `..` after `..` cannot fold, whatever the caller would say.
        #expect(LexicalPath("a/../../..") { _ in true }.string == "../..")
        #expect(LexicalPath("x/../../..") { _ in false }.string == "x/../../..")
    }

    @Test(arguments: [
        ("/work/app/Specs/A.json", "/work/app", "Specs/A.json"),
        ("/work/app", "/work/app", "."),
        ("/tmp/A.json", "/work/app", "../../tmp/A.json"),
        ("/work/apple/A.json", "/work/app/", "../apple/A.json"),
        ("/A.json", "/", "A.json"),
        ("/", "/work", ".."),
    ])
    func relativeGoesUpToTheSharedFolderThenDown(path: String, base: String, expected: String) {
        let relative = LexicalPath(path).relative(to: LexicalPath(base))
        #expect(!relative.isAbsolute)
        #expect(relative.string == expected)
    }
}
