/// One variant of an experiment: the slides a share of users sees, in its order, and the texts
/// that differ for them.
public struct Variant: Hashable, Sendable {
    /// The texts of one slide that differ in a variant; `nil` keeps the slide's own.
    public struct Override: Hashable, Sendable {
        /// The id of the slide whose texts these are.
        public var slideID: String
        public var title: String?
        public var boldTitle: String?
        public var subtitle: String?
        public var buttonTitle: String?
        /// The pointer of the slide's entry in `overrides`.
        public var pointer: String

        public init(
            slideID: String, title: String? = nil, boldTitle: String? = nil, subtitle: String? = nil, buttonTitle: String? = nil,
            pointer: String
        ) {
            self.slideID = slideID
            self.title = title
            self.boldTitle = boldTitle
            self.subtitle = subtitle
            self.buttonTitle = buttonTitle
            self.pointer = pointer
        }

        /// `slide` with these texts in place of its own.
        public func wording(_ slide: Slide) -> Slide {
            var worded = slide
            worded.title = title ?? slide.title
            worded.boldTitle = boldTitle ?? slide.boldTitle
            worded.subtitle = subtitle ?? slide.subtitle
            worded.buttonTitle = buttonTitle ?? slide.buttonTitle
            return worded
        }
    }

    /// The variant's name, the key of its entry in `variants`.
    public var name: String
    /// The ids of the slides it shows, in order, as the spec lists them.
    public var slideIDs: [String]
    /// Its share of users, relative to the weights of the other variants.
    public var weight: Int
    /// The texts that differ, in the order of the spec.
    public var overrides: [Override]
    /// The pointer of the variant's entry in `variants`.
    public var pointer: String

    /// The weight of a variant that gives none.
    public static let defaultWeight = 1

    public init(name: String, slideIDs: [String], weight: Int = Variant.defaultWeight, overrides: [Override] = [], pointer: String) {
        self.name = name
        self.slideIDs = slideIDs
        self.weight = weight
        self.overrides = overrides
        self.pointer = pointer
    }
}

extension OnboardingSpec {
    /// The spec as `variant` orders it: its slides, in its order, so that a slide without its own
    /// `next` leads to the variant's following slide. Ids that name no kept slide, and ids listed
    /// again, are left out; validation reports them. The texts are the slides' own: code
    /// generation applies the variant's overrides.
    public func restricted(to variant: Variant) -> OnboardingSpec {
        var indexByID: [String: Int] = [:]
        for index in slides.indices.reversed() { indexByID[slides[index].id] = index }
        var included: Set<String> = []
        var restricted = self
        restricted.slides = variant.slideIDs.compactMap { id in
            guard included.insert(id).inserted, let index = indexByID[id] else { return nil }
            return slides[index]
        }
        restricted.variants = []
        return restricted
    }

    /// The spec as `variant` shows it: `restricted(to:)`, with the variant's texts in place of
    /// the slides' own, as the runtime's flow words them.
    public func shown(in variant: Variant) -> OnboardingSpec {
        var shown = restricted(to: variant)
        for texts in variant.overrides {
            guard let index = shown.slides.firstIndex(where: { $0.id == texts.slideID }) else { continue }
            shown.slides[index] = texts.wording(shown.slides[index])
        }
        return shown
    }
}
