@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLint
@testable import OnboardingLocalization
import OnboardingPreview
@testable import OnboardingReporting
@testable import OnboardingTestSupport
import Testing

extension ScalingShape {
    /// Every input shape that can grow, with the work on it. Add a shape here to have it checked.
    static let all: [ScalingShape] = [
        // Keys of an object.
        ScalingShape("unknown keys of one object", size: 200) { n in
            // Keys of one length, as for doNotTranslate below: a longer key costs its suggestion more.
            check(spec(extra: (0..<n).map { #""unknown\#(100_000 + $0)": 0"# }))
        },
        ScalingShape("repeated keys of one object", size: 2_000) { n in
            check(spec(extra: (0..<n).map { $0.isMultiple(of: 2) ? #""name": "a""# : #""other": 0"# }))
        },
        ScalingShape("length of an unknown key", size: 250_000, fullSize: 500_000) { n in
            check(spec(extra: [#""\#(String(repeating: "k", count: n))": 0"#]))
        },

        // Members of every array of the format.
        ScalingShape("slides", size: 250) { n in
            let bytes = SizedSpecGenerator(slideCount: n).bytes()
            return { _ = Compiler().check(SourceFile(path: path, bytes: bytes)) }
        },
        ScalingShape("options of one choice slide", size: 1_500) { n in
            let options = (0..<n).map { #"{ "id": "option\#($0)", "title": "Option \#($0)" }"# }
            return check(spec(slides: [#"{ "id": "pick", "kind": "choice", "choices": [\#(options.joined(separator: ", "))] }"#]))
        },
        ScalingShape("video grid items of one slide", size: 2_000) { n in
            let items = (0..<n).map { #"{ "video": "video\#($0)", "cover": "cover\#($0)", "accessibilityLabel": "Clip \#($0)" }"# }
            return check(spec(slides: [#"{ "title": "Hi", "videoGrid": [\#(items.joined(separator: ", "))] }"#]))
        },
        ScalingShape("paywalls", size: 1_500) { n in
            check(spec(extra: [#""paywalls": [\#((0..<n).map { #"{ "placement": "place\#($0)" }"# }.joined(separator: ", "))]"#]))
        },
        ScalingShape("products of one paywall", size: 1_500) { n in
            let products = (0..<n).map { #"{ "id": "product\#($0)", "productId": "app.product\#($0)" }"# }
            return check(spec(extra: [#""paywalls": [{ "placement": "main", "products": [\#(products.joined(separator: ", "))] }]"#]))
        },
        ScalingShape("what's-new screens", size: 1_500) { n in
            let entries = (0..<n).map { #"{ "version": "\#($0 / 100).\#($0 % 100).0", "title": "New in \#($0)" }"# }
            return check(spec(extra: [#""whatsNew": [\#(entries.joined(separator: ", "))]"#]))
        },
        ScalingShape("features of one what's-new screen", size: 2_000) { n in
            let features = (0..<n).map { #"{ "systemImage": "star", "title": "Feature \#($0)" }"# }
            return check(spec(extra: [#""whatsNew": [{ "version": "1.0.0", "title": "New", "features": [\#(features.joined(separator: ", "))] }]"#]))
        },

        // Slides and their titles.
        ScalingShape("equal titles", size: 1_000) { n in
            check(spec(slides: Array(repeating: #"{ "title": "Welcome" }"#, count: n)))
        },
        ScalingShape("distinct titles", size: 1_000) { n in
            check(spec(slides: (0..<n).map { #"{ "title": "Welcome \#($0)" }"# }))
        },
        ScalingShape("length of a title", size: 50_000, fullSize: 250_000) { n in
            let title = String(repeating: "Ünïcödé tëxt ДОБРО 日本 ", count: n / 24)
            return check(spec(slides: [#"{ "title": "\#(title)" }"#, #"{ "title": "\#(title)" }"#]))
        },
        ScalingShape("length of a slide id", size: 100_000, fullSize: 500_000) { n in
            check(spec(slides: [#"{ "id": "\#(String(repeating: "id-", count: n / 3))", "title": "Hi" }"#]))
        },
        ScalingShape("repeated slide ids", size: 400) { n in
            check(spec(slides: Array(repeating: #"{ "id": "same", "title": "Hi" }"#, count: n)))
        },
        ScalingShape("slides in one cycle", size: 1_000) { n in
            check(spec(slides: (0..<n).map { #"{ "id": "s\#($0)", "title": "Slide \#($0)", "next": "s\#(($0 + 1) % n)" }"# }))
        },
        ScalingShape("cycles of two slides apart, one finding each", size: 500) { n in
            check(spec(slides: (0..<n).flatMap { [
                #"{ "id": "a\#($0)", "title": "A", "next": "b\#($0)" }"#, #"{ "id": "b\#($0)", "title": "B", "next": "a\#($0)" }"#,
            ] }))
        },
        ScalingShape("a chain of choices, each with an option back to the first", size: 500) { n in
            check(spec(slides: (0..<n).map {
                #"{ "id": "c\#($0)", "kind": "choice", "title": "Again?", "choices": [{ "id": "back\#($0)", "title": "Back", "next": "c0" }, { "id": "on\#($0)", "title": "On" }] }"#
            }))
        },

        // Questions and what depends on their answers.
        ScalingShape("questions, each followed by a slide shown for it that inserts it", size: 500) { n in
            check(spec(slides: (0..<n).flatMap { [
                #"{ "id": "q\#($0)", "kind": "textInput", "title": "Question \#($0)?" }"#,
                #"{ "title": "Hi {q\#($0)}", "showIf": { "answer": "q\#($0)", "isAnswered": true } }"#,
            ] }))
        },
        ScalingShape("slides shown for the options of the first question", size: 500) { n in
            let question = #"{ "id": "level", "kind": "choice", "title": "Level?", "choices": [{ "id": "a", "title": "A" }, { "id": "b", "title": "B" }] }"#
            return check(spec(slides: [question] + (0..<n).map { #"{ "title": "For {level} \#($0)", "showIf": { "answer": "level", "isAnyOf": ["a"] } }"# }))
        },
        ScalingShape("questions on branches that join", size: 300) { n in
            check(spec(slides: (0..<n).flatMap { [
                #"{ "id": "c\#($0)", "kind": "choice", "title": "Way?", "choices": [{ "id": "x\#($0)", "title": "X", "next": "m\#($0)" }, { "id": "y\#($0)", "title": "Y" }] }"#,
                #"{ "id": "t\#($0)", "kind": "textInput", "title": "Name?" }"#,
                #"{ "id": "m\#($0)", "title": "Joined", "showIf": { "answer": "t\#($0)", "isAnswered": false } }"#,
            ] }))
        },

        // Rule directives.
        ScalingShape("rule directives of the spec", size: 100) { n in
            let ids = (0..<n).map { $0.isMultiple(of: 2) ? #""title_length""# : #""unknown_rule_\#($0)""# }
            return check(spec(extra: [#""lint": { "disable": [\#(ids.joined(separator: ", "))] }"#]))
        },
        ScalingShape("slides that silence a rule", size: 400) { n in
            let slide = #"{ "title": "A title long enough to be reported by the title length rule", "lint": { "disable": ["placeholder_text"] } }"#
            return check(spec(slides: (0..<n).map { slide.replacingOccurrences(of: "A title", with: "Title \($0)") }))
        },

        // Assets.
        ScalingShape("asset names missing from the asset paths", size: 50) { n in
            let slides = (0..<n).map {
                #"{ "title": "Slide \#($0)", "staticIllustration": { "iosAssetName": "art\#($0)", "accessibilityLabel": "Art" }, "#
                    + #""backgroundVideo": { "name": "clip\#($0)", "accessibilityLabel": "Clip" }, "#
                    + #""videoGrid": [{ "video": "loop\#($0)", "cover": "cover\#($0)", "accessibilityLabel": "Loop" }] }"#
            }
            let assets = AssetIndex(
                imageSets: Set((0..<n).map { "image\($0)" }), dataSets: Set((0..<n).map { "data\($0)" }),
                files: Set((0..<n).map { "movie\($0).mp4" }))
            return check(spec(slides: slides), options: Compiler.Options(assets: assets))
        },

        // Localization.
        ScalingShape("keys of doNotTranslate that no text has", size: 250) { n in
            // Ids of one length: a longer key costs a suggestion more, which is not what doubles.
            let ids = (0..<n).map { "s" + String(100_000 + $0) }
            let keys = ids.map { #""\#($0).titel""# }
            return check(
                spec(
                    slides: ids.map { #"{ "id": "\#($0)", "title": "Slide \#($0)" }"# },
                    extra: [#""localization": { "doNotTranslate": [\#(keys.joined(separator: ", "))] }"#]))
        },
        ScalingShape("texts checked against a String Catalog", size: 400) { n in
            let slides = (0..<n).map { #"{ "id": "s\#($0)", "title": "Slide \#($0)", "subtitle": "About \#($0)" }"# }
            var catalog = StringCatalog(sourceLanguage: "en")
            for index in 0..<n {
                func unit(_ value: String, _ state: String = StringCatalog.StringUnit.translated) -> StringCatalog.Localization {
                    .init(stringUnit: .init(state: state, value: value))
                }
                // Of every four slides: one translated, one without German, one to review, one not in the catalog.
                switch index % 4 {
                case 0: catalog.strings["s\(index).title"] = .init(localizations: ["en": unit("Slide \(index)"), "de": unit("Folie \(index)")])
                case 1: catalog.strings["s\(index).title"] = .init(localizations: ["en": unit("Slide \(index)")])
                case 2: catalog.strings["s\(index).title"] = .init(localizations: ["en": unit("Slide \(index)"), "de": unit("Folie", "needs_review")])
                default: break
                }
                catalog.strings["s\(index).subtitle"] = .init(localizations: ["en": unit("About \(index)"), "de": unit(String(repeating: "Über ", count: 20))])
            }
            let catalogs = StringCatalogs(location: .file("ScalingOnboarding.xcstrings"), catalogs: ["ScalingOnboarding": catalog])
            return check(spec(slides: slides), options: Compiler.Options(catalogs: catalogs))
        },
        ScalingShape("entries of a String Catalog", size: 1_000) { n in
            var catalog = StringCatalog(sourceLanguage: "en")
            for index in 0..<n {
                catalog.strings["s\(index).title"] = .init(
                    comment: "Title of slide \(index)",
                    localizations: ["en": .init(stringUnit: .init(value: "Slide \(index)")), "de": .init(stringUnit: .init(value: "Folie \(index)"))])
            }
            let source = SourceFile(path: "ScalingOnboarding.xcstrings", bytes: StringCatalogWriter.bytes(of: catalog))
            return { _ = StringCatalogReader.read(source) }
        },

        // React Native props.
        ScalingShape("slides of React Native props that silence a rule", size: 400) { n in
            let slide = #"{ "title": "A title long enough to be reported by the title length rule", "lint": { "disable": ["placeholder_text"] } }"#
            let slides = (0..<n).map { slide.replacingOccurrences(of: "A title", with: "Title \($0)") }
            return check(#"{ "onboardingConfiguration": \#(spec(slides: slides)), "loginConfiguration": { "clientId": "c", "bundleId": "b" } }"#)
        },

        // Diagnostics.
        ScalingShape("missing targets", size: 600) { n in
            check(spec(slides: (0..<n).map { #"{ "id": "s\#($0)", "title": "Slide \#($0)", "next": "nowhere\#($0)" }"# }))
        },
        ScalingShape("dropped slides", size: 400) { n in
            check(spec(slides: [#"{ "title": "Kept" }"#] + Array(repeating: #"{ "kind": "quiz", "title": "Dropped" }"#, count: n)))
        },
        ScalingShape("dropped slides that other parts of the spec need", size: 300) { n in
            let slides = (0..<n).flatMap { index in
                [
                    #"{ "id": "k\#(index)", "title": "Hi {d\#(index)}", "next": "d\#(index)" }"#,
                    #"{ "id": "d\#(index)", "kind": "textInput", "maxLength": "x", "next": null }"#,
                ]
            }
            let variant = #""variants": { "v": { "slides": [\#((0..<n).map { #""d\#($0)""# }.joined(separator: ", "))] } }"#
            return check(spec(slides: slides, extra: [variant]))
        },
        ScalingShape("slides that only dropped slides lead to", size: 300) { n in
            let slides = (0..<n).flatMap { index in
                [
                    #"{ "id": "d\#(index)", "kind": "choice", "title": 1, "choices": [{ "id": "o\#(index)", "title": "O", "next": "u\#(index)" }] }"#,
                    #"{ "id": "u\#(index)", "title": "Only after d\#(index)", "next": null }"#,
                ]
            }
            return check(spec(slides: [#"{ "title": "Kept", "next": null }"#] + slides))
        },
        ScalingShape("lint findings", size: 500) { n in
            check(spec(slides: (0..<n).map { #"{ "title": "TODO \#($0)" }"# }))
        },
        ScalingShape("baseline entries", size: 1_000) { n in
            let source = SourceFile(path: path, text: spec(slides: (0..<n).map { #"{ "title": "TODO \#($0)" }"# }))
            let diagnostics = Compiler().check(source).diagnostics
            let file = Array(Baseline(diagnostics: diagnostics).encoded().utf8)
            return { _ = try! Baseline(decoding: file, path: "baseline.json").filter(diagnostics) }
        },

        // Configuration.
        ScalingShape("configuration entries", size: 250) { n in
            let rules = (0..<n).map { $0.isMultiple(of: 2) ? #""title_length""# : #""titel_length""# }
            let patterns = (0..<n).map { #""Specs/Draft\#($0)/**""# }
            let source = SourceFile(
                path: ".onboardc.json",
                text: #"{ "disabledRules": [\#(rules.joined(separator: ", "))], "excluded": [\#(patterns.joined(separator: ", "))] }"#)
            return { _ = ConfigurationParser.parse(source, directory: "/project") }
        },
    ] + answersExperimentsAndTranslations

    /// The shapes of answers, experiments and translations (issue 36), each twice: through the front
    /// end, at sizes where work quadratic in them shows, and through every stage that reads them
    /// (the front end, generation, the preview, the String Catalog's update and bytes), at smaller ones.
    private static let answersExperimentsAndTranslations: [ScalingShape] = [
        twice("answer placeholders in one text", frontEndSize: 5_000, stagesSize: 1_000) { n in
            let title = (0..<n).map { _ in "{name}" }.joined(separator: " ")
            return spec(slides: [#"{ "id": "name", "kind": "textInput", "title": "Name?" }"#, #"{ "title": "Hi \#(title)" }"#])
        },
        twice("variants of an experiment", frontEndSize: 1_000, stagesSize: 200) { n in
            let variants = (0..<n).map { index in
                let overrides = index.isMultiple(of: 6) ? #", "overrides": { "b": { "title": "B \#(index) {name}" } }"# : ""
                return #""v\#(index)": { "slides": \#(index.isMultiple(of: 2) ? #"["name", "b"]"# : #"["b", "name"]"#), "weight": 1\#(overrides) }"#
            }
            return spec(
                slides: [#"{ "id": "name", "kind": "textInput", "title": "Name?" }"#, #"{ "id": "b", "title": "B" }"#],
                extra: [#""variants": { \#(variants.joined(separator: ", ")) }"#])
        },
        twice("options of a choice slide that each lead elsewhere", frontEndSize: 250, stagesSize: 50) { n in
            let options = (0..<n).map { #"{ "id": "o\#($0)", "title": "Option \#($0)", "next": "s\#($0)" }"# }
            let slides = (0..<n).map { #"{ "id": "s\#($0)", "title": "After {pick}", "next": null }"# }
            return spec(slides: [#"{ "id": "pick", "kind": "choice", "title": "Pick", "choices": [\#(options.joined(separator: ", "))] }"#] + slides)
        },
        twice("options a condition names", frontEndSize: 1_500, stagesSize: 150) { n in
            let options = (0..<n).map { #"{ "id": "o\#($0)", "title": "Option \#($0)" }"# }
            let named = (0..<n).map { #""o\#($0)""# }
            return spec(slides: [
                #"{ "id": "pick", "kind": "multipleChoice", "title": "Pick", "choices": [\#(options.joined(separator: ", "))] }"#,
                #"{ "title": "Chose {pick}", "showIf": { "answer": "pick", "isAnyOf": [\#(named.joined(separator: ", "))] } }"#,
            ])
        },
        twice("slides shown on conditions", frontEndSize: 500, stagesSize: 80) { n in
            let question = #"{ "id": "level", "kind": "choice", "title": "Level?", "choices": [{ "id": "a", "title": "A" }, { "id": "b", "title": "B" }] }"#
            let name = #"{ "id": "name", "kind": "textInput", "title": "Name?", "isRequired": false }"#
            let slides = (0..<n).map { index in
                index.isMultiple(of: 2)
                    ? #"{ "title": "For {level} \#(index)", "showIf": { "answer": "level", "isAnyOf": ["a"] } }"#
                    : #"{ "title": "Hi {name} \#(index)", "showIf": { "answer": "name", "isAnswered": true } }"#
            }
            return spec(slides: [question, name] + slides)
        },
        twice("languages of a String Catalog", frontEndSize: 100, stagesSize: 20, language: "l1") { _ in
            spec(slides: (0..<20).map { #"{ "id": "s\#($0)", "title": "Slide \#($0)", "subtitle": "About \#($0)" }"# })
        },
    ].flatMap { $0 }

    /// The shape `name` of the specs `json` makes, through the front end from `frontEndSize` and
    /// through every stage from `stagesSize`. With a `language`, the specs are checked against a
    /// catalog that has a language per unit of size, and previewed in `language`.
    private static func twice(
        _ name: String, frontEndSize: Int, stagesSize: Int, language: String? = nil, json: @escaping @Sendable (Int) -> String
    ) -> [ScalingShape] {
        let catalog = { @Sendable (n: Int) in language.map { _ in catalogOfTwentySlides(languageCount: n) } }
        return [
            ScalingShape(name, size: frontEndSize) { n in
                let catalogs = catalog(n).map { StringCatalogs(location: .file("ScalingOnboarding.xcstrings"), catalogs: ["ScalingOnboarding": $0]) }
                return check(json(n), options: Compiler.Options(catalogs: catalogs))
            },
            ScalingShape(name + " through every stage", size: stagesSize) { n in
                wholePipeline(json(n), catalog: catalog(n), language: language)
            },
        ]
    }

    /// The catalog of the texts of 20 slides `s0` to `s19` (titles `Slide N`, subtitles `About N`)
    /// in English and `languageCount` languages `l0`, `l1`, …, a third of them to review.
    private static func catalogOfTwentySlides(languageCount: Int) -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: "en")
        for slide in 0..<20 {
            for (field, text) in [("title", "Slide \(slide)"), ("subtitle", "About \(slide)")] {
                var localizations = ["en": StringCatalog.Localization(stringUnit: .init(value: text))]
                for language in 0..<languageCount {
                    let state = language.isMultiple(of: 3) ? StringCatalog.StringUnit.needsReview : StringCatalog.StringUnit.translated
                    localizations["l\(language)"] = .init(stringUnit: .init(state: state, value: "\(text) in l\(language)"))
                }
                catalog.strings["s\(slide).\(field)"] = .init(localizations: localizations)
            }
        }
        return catalog
    }

    private static let path = "Scaling.onboarding.json"

    /// A spec of `slides` (one by default) with more top-level members `extra`.
    private static func spec(slides: [String] = [#"{ "title": "Hi" }"#], extra: [String] = []) -> String {
        ([#""slides": [\#(slides.joined(separator: ",\n"))]"#] + extra).joined(separator: ",\n").wrappedInBraces
    }

    /// Every stage on `json`: the front end (checking translations against `catalog`, when given),
    /// generation, the preview (in `language`), and the update of the String Catalog and its bytes.
    private static func wholePipeline(_ json: String, catalog: StringCatalog? = nil, language: String? = nil) -> @Sendable () -> Void {
        let source = SourceFile(path: path, text: json)
        let table = "ScalingOnboarding"
        let catalogs = StringCatalogs(location: .file(table + StringCatalogs.fileExtension), catalogs: catalog.map { [table: $0] } ?? [:])
        let compiler = Compiler(options: Compiler.Options(catalogs: catalog.map { _ in catalogs }))
        return {
            let checked = compiler.check(source)
            guard let valid = checked.valid, let tree = checked.tree else {
                Issue.record("the spec of a scaling shape has errors: \(checked.diagnostics.prefix(3).map(\.message))")
                return
            }
            _ = try! compiler.generate(valid, specPath: path)
            _ = try! PreviewGenerator().generate(
                valid.spec, graph: valid.graph, specPath: path, options: .init(language: language, catalog: catalog))
            var update = CatalogUpdate(catalogs: catalogs)
            _ = update.add(valid.spec, in: tree)
            for result in update.results { _ = StringCatalogWriter.bytes(of: result.catalog) }
        }
    }

    /// The front end on `json`.
    private static func check(_ json: String, options: Compiler.Options = Compiler.Options()) -> @Sendable () -> Void {
        let source = SourceFile(path: path, text: json)
        return { _ = Compiler(options: options).check(source) }
    }
}

extension String {
    fileprivate var wrappedInBraces: String { "{\n" + self + "\n}" }
}
