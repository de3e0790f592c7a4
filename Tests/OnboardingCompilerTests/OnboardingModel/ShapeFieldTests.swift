@testable import OnboardingCompiler
@testable import OnboardingModel
import Testing


@Suite struct ShapeFieldTests {
    /// Lowering reads a member by its key's raw value: each case must name the field at that position.
    @Test(arguments: [
        LintDirectivesField.self,
        BackgroundImageField.self,
        StaticIllustrationField.self,
        AnimatedIllustrationField.self,
        BackgroundVideoField.self,
        VideoGridItemField.self,
        VideoGridLayoutField.self,
        ChoiceField.self,
        ConditionField.self,
        SlideField.self,
        ProductField.self,
        PaywallField.self,
        LoginField.self,
        CompletionField.self,
        BackgroundAudioField.self,
        NextButtonField.self,
        WhatsNewActionField.self,
        WhatsNewFeatureField.self,
        WhatsNewField.self,
        OnboardingSpecField.self,
        AfterSlideTriggerField.self,
        AfterChoiceTriggerField.self,
        LocalizationField.self,
        AnalyticsField.self,
        VariantField.self,
        VariantTextsField.self,
        ReactNativePropsField.self,
    ] as [any ShapeField.Type])
    func everyKeyNamesTheFieldAtItsPosition(_ keys: any ShapeField.Type) {
        expectKeysName(keys)
    }

    private func expectKeysName<Key: ShapeField>(_: Key.Type) {
        for key in Key.allCases {
            guard Key.shape.fields.indices.contains(key.rawValue) else {
                Issue.record("'\(key)' is past the last field of \(Key.shape.name)")
                continue
            }
            #expect(key.name == "\(key)")
        }
    }
}
