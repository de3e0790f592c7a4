@testable import OnboardingCompiler
@testable import OnboardingModel
import Testing


@Suite struct FormatReferenceTests {
    @Test func specsReadmeEmbedsTheCurrentReference() throws {
        let readme = try GeneratedFile.read("Specs/README.md")
        let updated = try #require(FormatReference.updating(readme), "Specs/README.md lacks the reference markers")
        try GeneratedFile.expect("Specs/README.md", toEqual: updated)
    }

    @Test func referenceDocumentsEveryShapeOnce() {
        let names = FormatReference.shapesInOrder().map(\.name)
        #expect(names.first == "OnboardingSpec")
        #expect(Set(names).count == names.count)
        #expect(names.contains("Slide") && names.contains("Paywall") && names.contains("AfterChoiceTrigger"))
        #expect(FormatReference.markdown().contains("| `subtitle` | string |"))
    }
}
