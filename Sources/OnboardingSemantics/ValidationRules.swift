import OnboardingDiagnostics

extension Rule {
    public static let noSlides = Rule(
        id: "no_slides", name: "No Slides", stage: .validation, defaultSeverity: .error,
        summary: "No valid slide is left to show.",
        rationale: "An onboarding needs at least one slide. When every slide was dropped, fix the warnings that dropped them.",
        triggeringExamples: [##"{ "slides": ↓[{ "kind": "quiz" }] }"##],
        nonTriggeringExamples: [##"{ "slides": [{ "title": "Hi" }] }"##])

    public static let duplicateSlideID = Rule(
        id: "duplicate_slide_id", name: "Duplicate Slide Id", stage: .validation, defaultSeverity: .error,
        summary: "Two slides have the same id.",
        rationale: "Ids name the targets of branches and become enum cases; each must name one slide.",
        triggeringExamples: [##"{ "slides": [{ "id": "a", "title": "One" }, { "id": ↓"a", "title": "Two" }] }"##],
        nonTriggeringExamples: [##"{ "slides": [{ "id": "a", "title": "One" }, { "id": "b", "title": "Two" }] }"##])

    public static let identifierCollision = Rule(
        id: "identifier_collision", name: "Identifier Collision", stage: .validation, defaultSeverity: .error,
        summary: "Two different ids become the same Swift identifier.",
        rationale: "Ids such as 'finale-beginner' and 'finale_beginner' both become the case 'finaleBeginner'; rename one of them.",
        triggeringExamples: [
            ##"{ "slides": [{ "id": "finale-beginner", "title": "One" }, { "id": ↓"finale_beginner", "title": "Two" }] }"##
        ],
        nonTriggeringExamples: [##"{ "slides": [{ "id": "finale-beginner", "title": "One" }, { "id": "finale-expert", "title": "Two" }] }"##])

    public static let missingTarget = Rule(
        id: "missing_target", name: "Missing Target", stage: .validation, defaultSeverity: .error,
        summary: "A 'next', a choice or a trigger names a slide or option that does not exist.",
        rationale: """
            The flow would lead nowhere. The message suggests the id you probably meant. In a slide that is dropped, \
            it is a warning, as the drop is, so that it is fixed with the drop's fault rather than found after it.
            """,
        triggeringExamples: [##"{ "slides": [{ "id": "a", "next": ↓"finale" }, { "id": "final", "title": "Done" }] }"##],
        nonTriggeringExamples: [##"{ "slides": [{ "id": "a", "next": "final" }, { "id": "final", "title": "Done" }] }"##])

    public static let droppedTarget = Rule(
        id: "dropped_target", name: "Dropped Target", stage: .validation, defaultSeverity: .error,
        summary: "A slide that another part of the spec needs is dropped for a fault of its own.",
        rationale: """
            A 'next', an option, a trigger, a variant, a condition or an answer inserted into a text names a slide \
            that was dropped for a fault inside it. The spec cannot be built without the slide, so the warning of \
            the drop becomes this error, at the fault, with a note at each place that needs the slide: fixing the \
            fault fixes them all.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "id": "a", "next": "b" }, { "id": "b", "kind": ↓"quiz" }] }"##,
            ##"{ "slides": [{ "id": "a", "title": "Hi {b}" }, { "id": "b", "kind": "textInput", "maxLength": ↓"20" }], "variants": { "v": { "slides": ["a", "b"] } } }"##,
        ],
        nonTriggeringExamples: [##"{ "slides": [{ "id": "a", "next": "b" }, { "id": "b", "kind": "page" }] }"##])

    public static let flowCycle = Rule(
        id: "flow_cycle", name: "Flow Cycle", stage: .validation, defaultSeverity: .error,
        summary: "The flow can go round in a circle.",
        rationale: """
            Onboarding must end. A loop of 'next' keys would keep a user in it for ever. Each group of slides that \
            lead to each other is reported once, at the edge that closes the shortest cycle through the slide of \
            the group the flow meets first.
            """,
        triggeringExamples: [##"{ "slides": [{ "id": "a", "next": "b" }, { "id": "b", "next": ↓"a" }] }"##],
        nonTriggeringExamples: [##"{ "slides": [{ "id": "a", "next": "b" }, { "id": "b", "next": null }] }"##])

    public static let unreachableSlide = Rule(
        id: "unreachable_slide", name: "Unreachable Slide", stage: .validation, defaultSeverity: .warning,
        summary: "No path from the first slide reaches a slide.",
        rationale: "An unreachable slide is dead weight, often the sign of a wrong 'next'.",
        triggeringExamples: [##"{ "slides": [{ "id": "a", "next": null }, ↓{ "id": "b", "title": "Never" }] }"##],
        nonTriggeringExamples: [##"{ "slides": [{ "id": "a" }, { "id": "b", "title": "Next" }] }"##])

    public static let invalidVariant = Rule(
        id: "invalid_variant", name: "Invalid Variant", stage: .validation, defaultSeverity: .error,
        summary: "A variant of an experiment lists a slide it cannot show, or cannot be told apart or drawn.",
        rationale: """
            A variant lists the ids of its slides: each must name a kept slide, once. Its overrides must \
            name slides it shows; its name becomes a Swift case; the weights of all variants must add up \
            to more than zero for users to be assigned. Each variant's flow is validated as a flow of its \
            own, and its faults name the variant.
            """,
        triggeringExamples: [##"{ "slides": [{ "id": "a" }, { "id": "b" }], "variants": { "short": { "slides": ["a", ↓"c"] } } }"##],
        nonTriggeringExamples: [##"{ "slides": [{ "id": "a" }, { "id": "b" }], "variants": { "short": { "slides": ["b", "a"] } } }"##])

    public static let duplicatePlacement = Rule(
        id: "duplicate_placement", name: "Duplicate Placement", stage: .validation, defaultSeverity: .error,
        summary: "Two paywalls have the same placement.",
        rationale: "The placement is how the app tells paywalls apart; it becomes an enum case.",
        triggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "main" }, { "placement": ↓"main" }] }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "main" }, { "placement": "upsell" }] }"##
        ])

    public static let duplicateProductID = Rule(
        id: "duplicate_product_id", name: "Duplicate Product Id", stage: .validation, defaultSeverity: .error,
        summary: "One product name stands for two different store product identifiers.",
        rationale: "Products of every paywall form one enum; a name must map to one store identifier.",
        triggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "a", "products": [{ "id": "monthly", "productId": "m1" }] }, { "placement": "b", "products": [{ "id": ↓"monthly", "productId": "m2" }] }] }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "a", "products": [{ "id": "monthly", "productId": "m1" }] }, { "placement": "b", "products": [{ "id": "monthly", "productId": "m1" }] }] }"##
        ])

    public static let duplicateWhatsNewVersion = Rule(
        id: "duplicate_whats_new_version", name: "Duplicate What's New Version", stage: .validation,
        defaultSeverity: .error,
        summary: "Two what's-new entries are for the same version.",
        rationale: "Each app version shows one what's-new screen. Versions are compared as versions: '1.0' is '1.0.0', and build metadata is ignored.",
        triggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "whatsNew": [{ "version": "1.0.0", "title": "A" }, { "version": ↓"1.0.0", "title": "B" }] }"##,
            ##"{ "slides": [{ "title": "Hi" }], "whatsNew": [{ "version": "1.0", "title": "A" }, { "version": ↓"1.0.0+7", "title": "B" }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "whatsNew": [{ "version": "1.0.0", "title": "A" }, { "version": "1.1.0", "title": "B" }] }"##
        ])

    public static let invalidCondition = Rule(
        id: "invalid_condition", name: "Invalid Condition", stage: .validation, defaultSeverity: .error,
        summary: "A slide's 'showIf' names no question, no option of it, or a question the user cannot have answered yet.",
        rationale: """
            A condition decides from an answer given earlier in the flow. One that names a missing slide or option, a \
            page, its own slide, or a question that comes after the slide on every path could never hold as meant.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "id": "level", "kind": "choice", "choices": [{ "id": "new", "title": "New" }] }, { "title": "Hi", "showIf": { "answer": ↓"levle", "isAnyOf": ["new"] } }] }"##,
            ##"{ "slides": [{ "id": "level", "kind": "choice", "choices": [{ "id": "new", "title": "New" }] }, { "title": "Hi", "showIf": { "answer": "level", "isAnyOf": [↓"old"] } }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "id": "level", "kind": "choice", "choices": [{ "id": "new", "title": "New" }] }, { "title": "Hi", "showIf": { "answer": "level", "isAnyOf": ["new"] } }] }"##
        ])

    public static let invalidAnswerPlaceholder = Rule(
        id: "invalid_answer_placeholder", name: "Invalid Answer Placeholder", stage: .validation, defaultSeverity: .error,
        summary: "A text inserts an answer ('{name}') that is not a question, or that may be unanswered when the slide shows.",
        rationale: """
            '{name}' in a text shows the answer to the question slide 'name'. Every path to the slide must pass that \
            question and it must require an answer there, or the text would show a gap. '{{name}}', as other \
            template languages write it, would show the extra braces around the answer (an error); '${name}' shows \
            the '$', which a price may mean (a warning).
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "id": "name", "kind": "textInput", "title": "Name?" }, { "title": "Hi ↓{nmae}!" }] }"##,
            ##"{ "slides": [{ "id": "name", "kind": "textInput", "title": "Name?" }, { "title": "Hi ↓{{name}}!" }] }"##,
            ##"{ "slides": [{ "id": "name", "kind": "textInput", "title": "Name?", "isRequired": false }, { "title": "Hi ↓{name}!" }] }"##,
        ],
        nonTriggeringExamples: [##"{ "slides": [{ "id": "name", "kind": "textInput", "title": "Name?" }, { "title": "Hi {name}!" }] }"##])
}
