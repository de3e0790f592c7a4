import OnboardingDiagnostics
import OnboardingModel

extension OnboardingSpec {
    /// Why `--variant name` names none of the spec's variants, with a suggestion; `nil` when it
    /// names one.
    func problemWithVariant(named name: String) -> String? {
        let names = variants.map(\.name)
        guard !names.contains(name) else { return nil }
        guard !names.isEmpty else { return "unknown variant '\(name)': the spec has no variants" }
        let suggestion = Suggestion.didYouMean(Suggestion.closest(to: name, among: names))
        return "unknown variant '\(name)'\(suggestion) (variants: \(names.joined(separator: ", ")))"
    }
}
