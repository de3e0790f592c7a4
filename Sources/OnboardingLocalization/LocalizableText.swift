/// A text of a spec that users read, with the key that localizes it.
///
/// `OnboardingSpec.localizableTexts()` lists them; `onboardc strings` writes them into a String
/// Catalog, the catalog lint rules check their translations, and code generation looks texts up
/// by the same keys.
public struct LocalizableText: Hashable, Sendable {
    /// What a text is on its screen.
    public enum Role: String, Hashable, Sendable, CaseIterable {
        /// A slide's title.
        case title
        /// The bold part shown after a slide's title.
        case boldTitle
        /// The text under a slide's title.
        case subtitle
        /// The Continue button's title on one slide.
        case buttonTitle
        /// The text in the empty field of a text-input slide.
        case placeholder
        /// An option of a choice slide.
        case optionTitle
        /// What VoiceOver reads for an image, an animation, a video or a video cell.
        case accessibilityLabel
        /// The Continue button's title on every slide.
        case nextButtonTitle
        /// The title of a what's-new screen.
        case whatsNewTitle
        /// The title of a feature on a what's-new screen.
        case featureTitle
        /// The description of a feature on a what's-new screen.
        case featureSubtitle
        /// The title of a button on a what's-new screen.
        case actionTitle
    }

    /// The key in the String Catalog, derived from ids: `welcome.title`, `level.option.beginner.title`.
    public var key: String
    /// The text as the spec writes it, in the spec's source language.
    public var sourceValue: String
    /// What a translator needs to know: where the text appears and what it is.
    public var comment: String
    public var role: Role
    /// The JSON pointer of the text in the spec, such as `/slides/0/title`.
    public var pointer: String
    /// Whether translators translate the text; `false` for texts the spec lists in `doNotTranslate`.
    public var shouldTranslate: Bool

    public init(key: String, sourceValue: String, comment: String, role: Role, pointer: String, shouldTranslate: Bool = true) {
        self.key = key
        self.sourceValue = sourceValue
        self.comment = comment
        self.role = role
        self.pointer = pointer
        self.shouldTranslate = shouldTranslate
    }
}
