import OnboardingDiagnostics

extension Rule {
    /// The lowering rules whose faults inside a slide are errors that keep the slide, not
    /// warnings that drop it: what the slide says is contradictory however it is read.
    public static let errorsInsideSlides: Set<Rule> = [.duplicateKey, .decorativeWithLabel]

    public static let invalidType = Rule(
        id: "invalid_type", name: "Invalid Type", stage: .lowering, defaultSeverity: .error,
        summary: "A value has the wrong JSON type for its key.",
        rationale: """
            Each key of the format has one type. A value of another type cannot be compiled; outside a slide it \
            is an error, inside a slide it drops the slide with a warning.
            """,
        triggeringExamples: [
            ##"{ "isScrollEnabled": ↓"yes", "slides": [{ "title": "Hi" }] }"##,
            ##"{ "slides": [{ "title": ↓42 }, { "title": "Kept" }] }"##,
        ],
        nonTriggeringExamples: [##"{ "isScrollEnabled": false, "slides": [{ "title": "Hi" }] }"##])

    public static let unknownKey = Rule(
        id: "unknown_key", name: "Unknown Key", stage: .lowering, defaultSeverity: .error,
        summary: "An object has a key the format does not define.",
        rationale: """
            A misspelt key is silently ignored by most JSON consumers, so the text or option it carries never \
            reaches the app. onboardc rejects it and suggests the key you probably meant.
            """,
        triggeringExamples: [
            ##"{ ↓"primaryColour": "#FF0000", "slides": [{ "title": "Hi" }] }"##,
            ##"{ "slides": [{ "title": "Hi", ↓"subtitel": "There" }, { "title": "Kept" }] }"##,
        ],
        nonTriggeringExamples: [##"{ "slides": [{ "title": "Hi", "subtitle": "There" }] }"##])

    public static let duplicateKey = Rule(
        id: "duplicate_key", name: "Duplicate Key", stage: .lowering, defaultSeverity: .error,
        summary: "An object has the same key twice.",
        rationale: """
            JSON parsers disagree on which of two equal keys wins, so the spec means different things to \
            different tools. Remove one of them. This is an error even inside a slide.
            """,
        triggeringExamples: [##"{ "slides": [{ "title": "One", ↓"title": "Two" }] }"##],
        nonTriggeringExamples: [##"{ "slides": [{ "title": "One" }, { "title": "Two" }] }"##])

    public static let missingRequiredField = Rule(
        id: "missing_required_field", name: "Missing Required Field", stage: .lowering, defaultSeverity: .error,
        summary: "An object lacks a key the format requires.",
        rationale: "Required keys have no sensible default, such as the OAuth client id of a login.",
        triggeringExamples: [##"{ "slides": [{ "title": "Hi" }], "login": ↓{ "redirectURIScheme": "app" } }"##],
        nonTriggeringExamples: [##"{ "slides": [{ "title": "Hi" }], "login": { "clientId": "x", "redirectURIScheme": "app" } }"##])

    public static let unsupportedSpecVersion = Rule(
        id: "unsupported_spec_version", name: "Unsupported Spec Version", stage: .lowering, defaultSeverity: .error,
        summary: "The spec declares a format version this onboardc does not know.",
        rationale: "A spec written for a newer format may use keys with meanings this compiler cannot honour. Upgrade onboardc or declare version 1.",
        triggeringExamples: [##"{ "specVersion": ↓2, "slides": [{ "title": "Hi" }] }"##],
        nonTriggeringExamples: [##"{ "specVersion": 1, "slides": [{ "title": "Hi" }] }"##])

    public static let invalidValue = Rule(
        id: "invalid_value", name: "Invalid Value", stage: .lowering, defaultSeverity: .error,
        summary: "A string is not one of the values its key allows.",
        rationale: "Options such as a paywall's presentation have a fixed set of values that the generated code turns into enum cases.",
        triggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "main", "presentation": ↓"popover" }] }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "main", "presentation": "sheet" }] }"##
        ])

    public static let numberOutOfRange = Rule(
        id: "number_out_of_range", name: "Number Out of Range", stage: .lowering, defaultSeverity: .error,
        summary: "A number does not fit the range of its key.",
        rationale: "A number such as 1e400 or a negative frame index cannot be represented in the generated code.",
        triggeringExamples: [
            ##"{ "slides": [{ "animatedIllustration": { "fileName": "a.json", "loopFrameStart": ↓1e400 } }, { "title": "Kept" }] }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "animatedIllustration": { "fileName": "a.json", "loopFrameStart": 10 } }] }"##
        ])

    public static let malformedColor = Rule(
        id: "malformed_color", name: "Malformed Colour", stage: .lowering, defaultSeverity: .error,
        summary: "A colour is not written as #RRGGBB or #RRGGBBAA.",
        rationale: """
            Colours become red, green, blue and alpha components in the generated theme; other notations are \
            ambiguous. A colour in a notation whose meaning is clear (CSS's shorthand `#FFF`, hex digits without \
            `#` or after `0x`, `white`, `black`, `clear`) comes with the colour it means as its fix-it.
            """,
        triggeringExamples: [##"{ "primaryColorLight": ↓"#FFF", "slides": [{ "title": "Hi" }] }"##],
        nonTriggeringExamples: [##"{ "primaryColorLight": "#FFFFFF", "primaryColorDark": "#000000FF", "slides": [{ "title": "Hi" }] }"##])

    public static let insecureURL = Rule(
        id: "insecure_url", name: "Insecure URL", stage: .lowering, defaultSeverity: .error,
        summary: "A URL is not an absolute https URL.",
        rationale: "Login and what's-new links open on the user's device; plain http exposes them to interception and App Transport Security blocks it.",
        triggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "login": { "clientId": "x", "bundleId": "com.app", "loginURL": ↓"http://login.example.com" } }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "login": { "clientId": "x", "bundleId": "com.app", "loginURL": "https://login.example.com" } }"##
        ])

    public static let invalidVersion = Rule(
        id: "invalid_version", name: "Invalid Version", stage: .lowering, defaultSeverity: .error,
        summary: "A what's-new version is not a semantic version.",
        rationale: "What's-new screens are matched against the app's version; '1.2' or 'v1.2.0' would never match.",
        triggeringExamples: [##"{ "slides": [{ "title": "Hi" }], "whatsNew": [{ "version": ↓"v1.2", "title": "New" }] }"##],
        nonTriggeringExamples: [##"{ "slides": [{ "title": "Hi" }], "whatsNew": [{ "version": "1.2.0", "title": "New" }] }"##])

    public static let invalidIdentifier = Rule(
        id: "invalid_identifier", name: "Invalid Identifier", stage: .lowering, defaultSeverity: .error,
        summary: "A name or id yields no Swift identifier.",
        rationale: "Ids become enum cases and the spec name becomes a type name; a name made only of punctuation or emoji leaves nothing to name them by.",
        triggeringExamples: [##"{ "name": ↓"!!!", "slides": [{ "title": "Hi" }] }"##],
        nonTriggeringExamples: [##"{ "name": "SignQuest", "slides": [{ "title": "Hi" }] }"##])

    public static let conflictingIllustrations = Rule(
        id: "conflicting_illustrations", name: "Conflicting Illustrations", stage: .slide, defaultSeverity: .warning,
        summary: "A slide has both a static and an animated illustration.",
        rationale: """
            A slide shows one illustration. As in the React Native onboarding module, a slide with both \
            'staticIllustration' and 'animatedIllustration' is dropped with a warning; keep one of them.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "staticIllustration": { "iosAssetName": "a" }, ↓"animatedIllustration": { "fileName": "b.json" } }, { "title": "Kept" }] }"##
        ],
        nonTriggeringExamples: [##"{ "slides": [{ "staticIllustration": { "iosAssetName": "a" } }] }"##])

    public static let missingAssetName = Rule(
        id: "missing_asset_name", name: "Missing Asset Name", stage: .slide, defaultSeverity: .warning,
        summary: "An image, animation or video object of a slide lacks the name of its asset.",
        rationale: "Without a name there is nothing to load; the slide is dropped with a warning.",
        triggeringExamples: [##"{ "slides": [{ "backgroundImage": ↓{ "tintColor": "#000000" } }, { "title": "Kept" }] }"##],
        nonTriggeringExamples: [##"{ "slides": [{ "backgroundImage": { "iosAssetName": "bg" } }] }"##])

    public static let unknownSlideKind = Rule(
        id: "unknown_slide_kind", name: "Unknown Slide Kind", stage: .slide, defaultSeverity: .warning,
        summary: "A slide's kind is not 'page', 'choice', 'multipleChoice', 'textInput' or 'permission'.",
        rationale: "The kind decides how the slide behaves; an unknown kind cannot be shown, so the slide is dropped.",
        triggeringExamples: [##"{ "slides": [{ "kind": ↓"quiz", "title": "Q" }, { "title": "Kept" }] }"##],
        nonTriggeringExamples: [##"{ "slides": [{ "kind": "page", "title": "P" }] }"##])

    public static let choiceWithoutChoices = Rule(
        id: "choice_without_choices", name: "Choice Without Choices", stage: .slide, defaultSeverity: .warning,
        summary: "A choice slide has no options.",
        rationale: "A choice slide waits for a selection; with no options the user could never continue, so the slide is dropped.",
        triggeringExamples: [##"{ "slides": [↓{ "kind": "choice", "title": "Level?" }, { "title": "Kept" }] }"##],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "kind": "choice", "title": "Level?", "choices": [{ "id": "a", "title": "A" }] }] }"##
        ])

    public static let duplicateChoiceID = Rule(
        id: "duplicate_choice_id", name: "Duplicate Choice Id", stage: .slide, defaultSeverity: .warning,
        summary: "Two options of a choice slide share an id or map to the same Swift name.",
        rationale: "Options become cases of one enum; two equal names cannot both exist, so the slide is dropped.",
        triggeringExamples: [
            ##"{ "slides": [{ "kind": "choice", "choices": [{ "id": "a", "title": "A" }, { "id": ↓"a", "title": "B" }] }, { "title": "Kept" }] }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "kind": "choice", "choices": [{ "id": "a", "title": "A" }, { "id": "b", "title": "B" }] }] }"##
        ])

    public static let invalidSelectionLimits = Rule(
        id: "invalid_selection_limits", name: "Invalid Selection Limits", stage: .slide, defaultSeverity: .warning,
        summary: "A multiple-choice slide's 'minSelections' and 'maxSelections' cannot both hold.",
        rationale: """
            Continue is enabled once the number of options chosen is within the limits. A minimum above the maximum \
            or above the number of options would keep the user on the slide for ever, and a maximum above the number \
            of options is a mistake; the slide is dropped.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "kind": "multipleChoice", "minSelections": ↓3, "choices": [{ "id": "a", "title": "A" }, { "id": "b", "title": "B" }] }, { "title": "Kept" }] }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "kind": "multipleChoice", "minSelections": 1, "maxSelections": 2, "choices": [{ "id": "a", "title": "A" }, { "id": "b", "title": "B" }] }] }"##
        ])

    public static let inapplicableKey = Rule(
        id: "inapplicable_key", name: "Inapplicable Key", stage: .slide, defaultSeverity: .warning,
        summary: "A slide, login, button or what's-new feature has a key that only another kind of it uses.",
        rationale: """
            Keys such as 'placeholder' (text input), 'maxSelections' (multiple choice) or 'advancesOnSelection' \
            (choice) mean nothing on another kind of slide; usually the 'kind' is wrong. The slide is dropped. \
            Elsewhere the key is left out: OAuth's keys ('clientId', 'loginURL', 'redirectURIScheme', 'bundleId') \
            mean nothing with the app's own screen ("provider": "app"), 'captions' nothing on a Continue button \
            without a 'video', and a what's-new feature with an 'image' shows it, not its 'systemImage'.
            """,
        triggeringExamples: [##"{ "slides": [{ "title": "Name?", ↓"placeholder": "Your name" }, { "title": "Kept" }] }"##],
        nonTriggeringExamples: [##"{ "slides": [{ "kind": "textInput", "title": "Name?", "placeholder": "Your name" }] }"##])

    public static let decorativeWithLabel = Rule(
        id: "decorative_with_label", name: "Decorative With Label", stage: .lowering, defaultSeverity: .error,
        summary: "An illustration is marked decorative and has an accessibility label.",
        rationale: """
            VoiceOver skips a decorative illustration and reads the label of one that has it: an illustration \
            cannot be both. Keep the label when the picture tells the user something the texts do not; mark it \
            '"decorative": true' when it only adorns the slide. The slide is not dropped: this is an error \
            wherever it is.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "staticIllustration": { "iosAssetName": "wave", "accessibilityLabel": "A wave", "decorative": ↓true } }] }"##,
            ##"{ "slides": [{ "animatedIllustration": { "fileName": "wave.json", "decorative": ↓true, "accessibilityLabel": "A wave" } }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "staticIllustration": { "iosAssetName": "confetti", "decorative": true } }] }"##,
            ##"{ "slides": [{ "staticIllustration": { "iosAssetName": "wave", "accessibilityLabel": "A wave", "decorative": false } }] }"##,
        ])
}
