import OnboardingDiagnostics

extension Rule {
    public static let duplicateLocalizationKey = Rule(
        id: "duplicate_localization_key", name: "Duplicate Localization Key", stage: .validation, defaultSeverity: .error,
        summary: "Two texts of the spec get the same localization key.",
        rationale: """
            A text's key is made of the ids of the objects that hold it, joined with '.': the title of the \
            option 'yes' of the slide 'intro' is 'intro.option.yes.title'. Ids that contain '.' can make two \
            texts share a key, as can two features of one what's-new screen or two cells of one video grid with \
            the same id (or none, where positions make them differ). A String Catalog holds one text per key, \
            so one of them would show the other's translation. Give one of the objects another id. Specs that \
            share a table share its keys too: two specs checked together with a text of the same key need a \
            'localization.table' each, and two with the same name need names of their own.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "whatsNew": [{ "version": "1.0.0", "title": "New", "features": [{ "id": "sync", "title": "Sync" }, { "id": "sync", "title": ↓"Sync again" }] }] }"##,
            ##"{ "slides": [{ "id": "intro.option.yes", "title": "Intro" }, { "id": "intro", "kind": "choice", "title": "Ready?", "choices": [{ "id": "yes", "title": ↓"Yes" }] }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "whatsNew": [{ "version": "1.0.0", "title": "New", "features": [{ "id": "sync", "title": "Sync" }, { "id": "share", "title": "Share" }] }] }"##
        ])

    public static let unknownLocalizationKey = Rule(
        id: "unknown_localization_key", name: "Unknown Localization Key", stage: .validation, defaultSeverity: .warning,
        summary: "'doNotTranslate' names a key that no text of the spec has.",
        rationale: """
            'localization.doNotTranslate' lists the keys of texts that are not to be translated, such as a brand \
            name. A key that matches no text, often misspelt or left over after an id changed, marks nothing, \
            and the text it meant goes to translators.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "id": "welcome", "title": "Sign Quest" }], "localization": { "doNotTranslate": [↓"welcome.titel"] } }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "id": "welcome", "title": "Sign Quest" }], "localization": { "doNotTranslate": ["welcome.title"] } }"##
        ])
}
