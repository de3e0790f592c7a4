@testable import OnboardingCompiler
@testable import OnboardingSpec
import Testing


@Suite struct ShapeKeyTests {
    /// Lowering reads a member by its key's raw value: each case must name the field at that position.
    @Test(arguments: [
        LintDirectivesKey.self,
        BackgroundImageKey.self,
        StaticIllustrationKey.self,
        AnimatedIllustrationKey.self,
        BackgroundVideoKey.self,
        VideoGridItemKey.self,
        ChoiceKey.self,
        SlideKey.self,
        ProductKey.self,
        PaywallKey.self,
        LoginKey.self,
        CompletionKey.self,
        BackgroundAudioKey.self,
        NextButtonKey.self,
        WhatsNewActionKey.self,
        WhatsNewFeatureKey.self,
        WhatsNewKey.self,
        OnboardingSpecKey.self,
        AfterSlideTriggerKey.self,
        AfterChoiceTriggerKey.self,
    ] as [any ShapeKey.Type])
    func everyKeyNamesTheFieldAtItsPosition(_ keys: any ShapeKey.Type) {
        expectKeysName(keys)
    }

    private func expectKeysName<Key: ShapeKey>(_: Key.Type) {
        for key in Key.allCases {
            guard Key.shape.fields.indices.contains(key.rawValue) else {
                Issue.record("'\(key)' is past the last field of \(Key.shape.name)")
                continue
            }
            #expect(key.name == "\(key)")
        }
    }
}
