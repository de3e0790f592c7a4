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
    /// The ids of the questions whose answers the text inserts, in its order: `sourceValue` is then
    /// a format, with `%@` (or `%1$@`, `%2$@`, …) where it inserts them.
    public var insertedAnswers: [String] = []
    /// The start of `comment` that says what the text is and where, before the screen's name and
    /// the answers the text inserts: `Title of slide 'welcome'`.
    var commentDescription: String

    public init(key: String, sourceValue: String, comment: String, role: Role, pointer: String, shouldTranslate: Bool = true) {
        self.init(
            key: key, sourceValue: sourceValue, comment: comment, commentDescription: comment, role: role, pointer: pointer,
            shouldTranslate: shouldTranslate, insertedAnswers: [])
    }

    init(
        key: String, sourceValue: String, comment: String, commentDescription: String, role: Role, pointer: String, shouldTranslate: Bool,
        insertedAnswers: [String]
    ) {
        self.insertedAnswers = insertedAnswers
        self.key = key
        self.sourceValue = sourceValue
        self.comment = comment
        self.commentDescription = commentDescription
        self.role = role
        self.pointer = pointer
        self.shouldTranslate = shouldTranslate
    }

    /// The comment of the text's key in a catalog whose comment for it is `existing`: the text's
    /// own `comment` when there is none or when it is one onboardc writes for the text (whatever
    /// its screen name, answers and spec name, which change with the spec); else `existing`, which
    /// a person wrote or edited in Xcode, as it is, ending with `ownershipMarker` so that the key
    /// stays the spec's.
    func comment(replacing existing: String?, ownershipMarker: String) -> String {
        guard let existing else { return comment }
        let body = Self.withoutOwnershipMarker(existing)
        if isGeneratedCommentBody(body) { return comment }
        return body == existing ? existing + ownershipMarker : body + ownershipMarker
    }

    /// The name of the spec whose ownership marker ends `comment`, if one does.
    static func owner(ofComment comment: String) -> String? {
        let start = ownershipMarker(forSpecNamed: "").dropLast()
        guard comment.hasSuffix("]"), let marker = comment.ranges(of: start).last else { return nil }
        return String(comment[marker.upperBound...].dropLast())
    }

    /// `comment` without the ownership marker of any spec at its end.
    private static func withoutOwnershipMarker(_ comment: String) -> String {
        let start = ownershipMarker(forSpecNamed: "")
        guard comment.hasSuffix("]"), let marker = comment.ranges(of: start.dropLast()).last else { return comment }
        return String(comment[..<marker.lowerBound])
    }

    /// Whether `body`, a comment without its ownership marker, is one onboardc writes for this
    /// text: its description, then maybe ` (screen '…')`, then maybe `; %@ is the answer to '…'`
    /// (or several, `%1$@`, …), then `.`.
    private func isGeneratedCommentBody(_ body: String) -> Bool {
        guard body.hasPrefix(commentDescription), body.hasSuffix(".") else { return false }
        let details = body.dropFirst(commentDescription.count).dropLast()
        let answers = details.firstRange(of: "; %").map { details[$0.lowerBound...] } ?? ""
        let screen = details.dropLast(answers.count)
        let isScreen = screen.isEmpty || (screen.hasPrefix(" (screen '") && screen.hasSuffix("')"))
        let isAnswers = answers.isEmpty || (answers.hasSuffix("'") && answers.contains("@ is the answer to '"))
        return isScreen && isAnswers
    }
}
