import Foundation
import OnboardingTestSupport

/// One spec the bench measures onboardc on, written to a file as `onboardc` reads it.
struct HeadlineInput: Codable {
    enum Kind: String, Codable {
        /// A spec of `Specs/`, with the String Catalog beside it.
        case shipped
        /// A generated spec of `generatedSlideCount` slides that uses every feature.
        case generated
        /// A spec whose lint report has `reportFindingCount` findings, one a slide.
        case report
    }

    var name: String
    var kind: Kind
    var path: String
    var catalogPath: String?
    var bytes: Int

    /// The slides of the generated spec: more than any shipped spec, what a large onboarding has.
    static let generatedSlideCount = 50
    /// The findings of the report: a spec that lints badly.
    static let reportFindingCount = 200

    /// The shipped specs of `specsFolder`, then the generated spec and the report's spec, written to `directory`.
    ///
    /// With `isQuick`, one shipped spec (the smallest) and the report's spec.
    static func all(specsFolder: String, isQuick: Bool, seed: UInt64, in directory: String) throws -> [HeadlineInput] {
        let manager = FileManager.default
        var inputs: [HeadlineInput] = []
        let names = try manager.contentsOfDirectory(atPath: specsFolder).filter { $0.hasSuffix(".onboarding.json") }.sorted()
        for fileName in names {
            let name = String(fileName.dropLast(".onboarding.json".count))
            let path = specsFolder + "/" + fileName
            let catalog = specsFolder + "/" + name + "Onboarding.xcstrings"
            let size = try manager.attributesOfItem(atPath: path)[.size] as? Int ?? 0
            inputs.append(HeadlineInput(
                name: name, kind: .shipped, path: path, catalogPath: manager.fileExists(atPath: catalog) ? catalog : nil, bytes: size))
        }
        if isQuick, let smallest = inputs.min(by: { $0.bytes < $1.bytes }) { inputs = [smallest] }
        if !isQuick {
            let generated = SpecGenerator(slideCount: generatedSlideCount, seed: seed, name: "Generated").bytes()
            inputs.append(try write(generated, name: "Generated\(generatedSlideCount)", kind: .generated, in: directory))
        }
        let report = RNShapedSpec(slideCount: reportFindingCount, hasAccessibilityLabels: false).bytes()
        inputs.append(try write(report, name: "Report\(reportFindingCount)", kind: .report, in: directory))
        return inputs
    }

    private static func write(_ bytes: [UInt8], name: String, kind: Kind, in directory: String) throws -> HeadlineInput {
        let path = directory + "/" + name + ".onboarding.json"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return HeadlineInput(name: name, kind: kind, path: path, catalogPath: nil, bytes: bytes.count)
    }
}
