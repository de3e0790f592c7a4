import OnboardingModel

/// The localization key of each text of a spec: the ids of the objects that hold the text, then the
/// text's field, joined with dots (`welcome.title`, `skill-level.option.beginner.title`).
///
/// Keys are made of ids, never of positions, so reordering slides changes no key. `Specs/README.md`
/// documents the scheme; `onboardc strings` writes these keys into the catalog and generated code
/// looks its texts up by them.
public enum TextKey {
    /// The key of the text `field` (`title`, `boldTitle`, `subtitle`, `buttonTitle`) of `slide`.
    public static func slideText(_ field: String, of slide: Slide) -> String {
        join([slide.id, field])
    }

    /// The key of the title of `choice`, an option of `slide`.
    public static func optionTitle(_ choice: Choice, of slide: Slide) -> String {
        join([slide.id, "option", choice.id, "title"])
    }

    /// The key of the VoiceOver label of the illustration of `slide`.
    public static func illustrationLabel(of slide: Slide) -> String {
        join([slide.id, "illustration", "accessibilityLabel"])
    }

    /// The key of the VoiceOver label of the background video of `slide`.
    public static func backgroundVideoLabel(of slide: Slide) -> String {
        join([slide.id, "backgroundVideo", "accessibilityLabel"])
    }

    /// The key of the VoiceOver label of `cell`, in the video grid of `slide`.
    public static func videoCellLabel(_ cell: VideoGridItem, of slide: Slide) -> String {
        join([slide.id, "videoGrid", cell.id, "accessibilityLabel"])
    }

    /// The key of the text `field` of the slide `slideID` in the variant `variantName`, which
    /// overrides the slide's own: `welcome.title.short`.
    public static func variantText(_ field: String, ofSlide slideID: String, in variantName: String) -> String {
        join([slideID, field, variantName])
    }

    /// The key of the title of the next button, shared by every slide.
    public static let nextButtonTitle = "nextButton.title"

    /// The key of the title of the what's-new screen `entry`.
    public static func whatsNewTitle(of entry: WhatsNewEntry) -> String {
        join(["whatsNew", entry.version, "title"])
    }

    /// The key of the text `field` (`title`, `subtitle`) of `feature`, on the what's-new screen `entry`.
    public static func featureText(_ field: String, of feature: WhatsNewEntry.Feature, in entry: WhatsNewEntry) -> String {
        join(["whatsNew", entry.version, "feature", feature.id, field])
    }

    /// The key of the title of the main button of the what's-new screen `entry`.
    public static func primaryActionTitle(of entry: WhatsNewEntry) -> String {
        join(["whatsNew", entry.version, "primaryAction", "title"])
    }

    /// The key of the title of the second button of the what's-new screen `entry`.
    public static func secondaryActionTitle(of entry: WhatsNewEntry) -> String {
        join(["whatsNew", entry.version, "secondaryAction", "title"])
    }

    /// Whether a text of a slide or the Continue button may have the key of another text.
    ///
    /// Not when no slide id holds a dot or is `nextButton` or `whatsNew`, and no slide has two
    /// options or two video cells of one id: the key of a slide's text then starts with the slide's
    /// id and its first dot, and the rest of it differs between the texts of one slide. A new key
    /// of this scheme must keep that true, or be checked here.
    static func slideKeysMayRepeat(in spec: OnboardingSpec) -> Bool {
        // By index: a slide copied out of the array retains every string it holds.
        spec.slides.indices.contains { index in
            let id = spec.slides[index].id
            return id.utf8.contains(UInt8(ascii: ".")) || id == "nextButton" || id == "whatsNew"
                || repeats(spec.slides[index].choices.lazy.map(\.id)) || repeats(spec.slides[index].videoGrid.lazy.map(\.id))
        }
    }

    private static func repeats(_ ids: some Collection<String>) -> Bool {
        ids.count > 1 && Set(ids).count < ids.count
    }

    /// Whether `key` is the key of a text, its own or a variant's, of one of the slides `slideIDs`.
    public static func key(_ key: String, isOfOneOf slideIDs: Set<String>) -> Bool {
        guard !slideIDs.isEmpty else { return false }
        return key.indices.contains { key[$0] == "." && slideIDs.contains(String(key[..<$0])) }
    }

    private static func join(_ path: [String]) -> String {
        path.joined(separator: ".")
    }
}
