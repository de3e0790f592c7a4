import Foundation
@testable import OnboardingCompiler
import OnboardingLocalization
@testable import OnboardingPreview
import OnboardingDiagnostics
import OnboardingModel
import Testing

@Suite struct PreviewTests {
    /// Texts that would run or inject markup if a page took them as HTML or as script.
    static let hostileTexts = [
        "</script><script>alert(1)</script>", "<img src=x onerror=alert(2)>", "<!-- <script>", "a\u{2028}b\u{2029}c",
        "\"quoted\" & 'single' \\ back", "\u{0}\u{1F}\u{7F}", "{{ not a tag }}", "مرحبا 👋🏽",
    ]

    static func preview(_ json: String, options: PreviewGenerator.Options = .init()) throws -> String {
        let valid = try #require(Pipeline.check(json).valid)
        return try PreviewGenerator().generate(valid.spec, graph: valid.graph, specPath: "Test.onboarding.json", options: options)
    }

    /// The text of the element that starts with `opening`, up to its closing tag.
    static func element(_ opening: String, in page: String, closing: String) throws -> String {
        let start = try #require(page.range(of: opening)).upperBound
        let end = try #require(page.range(of: closing, range: start..<page.endIndex)).lowerBound
        return String(page[start..<end])
    }

    /// The transition table of `page`, parsed.
    static func table(of page: String) throws -> [String: Any] {
        let json = try element(#"<script type="application/json" id="flow-table">"#, in: page, closing: "</script>")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func base64IsFoundations() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 4, 5, 32, 100, 1_001] {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(Base64.encoded(bytes) == Data(bytes).base64EncodedString(), "\(bytes)")
        }
    }

    @Test func htmlEscapingLeavesNoMarkup() {
        #expect(HTMLText.escaped(#"<img src=x onerror="a('b')">&"#) == "&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;")
    }

    /// No control character reaches the HTML raw: a browser drops NUL and reads CR as a line feed,
    /// so a title holding them could not show as written (issue 36, item 9).
    @Test func htmlEscapingWritesNoRawControlCharacter() throws {
        let controls = (0..<0x20).map { Character(Unicode.Scalar($0)!) } + ["\u{7F}"]
        let text = "a" + String(controls) + "b\u{85}\u{9F}é"
        let escaped = HTMLText.escaped(text)
        #expect(!escaped.utf8.contains { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) || $0 == 0x7F }, "\(escaped.debugDescription)")
        #expect(escaped.hasPrefix("a&#xFFFD;&#x1;&#x2;&#x3;&#x4;&#x5;&#x6;&#x7;&#x8;\t\n&#xB;&#xC;&#xD;&#xE;"))
        #expect(escaped.hasSuffix("&#x1B;&#x1C;&#x1D;&#x1E;&#x1F;&#x7F;b\u{85}\u{9F}é"), "C1 controls stay as their UTF-8")
        let page = try Self.preview(#"{ "slides": [{ "title": "NUL\u0000 ESC\u001b[31m US\u001f DEL\u007f CR\r end" }] }"#)
        #expect(page.contains("NUL&#xFFFD; ESC&#x1B;[31m US&#x1F; DEL&#x7F; CR&#xD; end"))
        #expect(!page.utf8.contains { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) || $0 == 0x7F }, "no control byte anywhere in the page")
    }

    @Test func scriptDataCannotEndItsElementAndParsesBack() throws {
        for text in Self.hostileTexts {
            let literal = ScriptData.string(text)
            for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}", "\u{0}"] { #expect(!literal.contains(forbidden), "\(literal)") }
            let parsed = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed) as? String
            #expect(parsed == text)
        }
        #expect(ScriptData.string(nil as String?) == "null")
    }

    @Test func sha256MatchesKnownDigests() {
        func hex(_ text: String) -> String { SHA256.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined() }
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(String(repeating: "a", count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func contentSecurityPolicyAllowsOnlyThePagesOwnStyleAndScriptAndDataImagesAndVideos() throws {
        let page = try Self.preview(#"{ "slides": [{ "title": "Hi" }] }"#)
        let style = try Self.element("<style>", in: page, closing: "</style>")
        let script = try Self.element("<script>", in: page, closing: "</script>")
        let policy = try Self.element(#"http-equiv="Content-Security-Policy" content=""#, in: page, closing: "\"")
        #expect(policy.hasPrefix("default-src 'none'; img-src data:; media-src data:;"))
        #expect(policy.contains("style-src '\(PreviewGenerator.hashSource(of: style))'"))
        #expect(policy.contains("script-src '\(PreviewGenerator.hashSource(of: script))'"))
        #expect(!policy.contains("unsafe"))
        #expect(page.components(separatedBy: "<script").count == 3, "the table and the script, nothing else")
        #expect(!page.contains("http://") && !page.contains("https://"))
    }

    @Test func hostileTextsShowAsTextInTheMarkupAndTheScriptData() throws {
        let titles = Self.hostileTexts.enumerated().map { index, text in
            #"{ "id": "s\#(index)", "title": \#(ScriptData.string(text)), "subtitle": \#(ScriptData.string(text)), "screenName": \#(ScriptData.string(text)) }"#
        }
        let spec = #"{ "name": "</title><script>x()</script>", "slides": [\#(titles.joined(separator: ", "))], "analytics": { "eventPrefix": "</script>" } }"#
        let page = try Self.preview(spec)
        #expect(page.components(separatedBy: "<script").count == 3)
        #expect(!page.contains("<img"))
        #expect(!page.contains("alert(1)</script>"))
        let tableText = try Self.element(#"<script type="application/json" id="flow-table">"#, in: page, closing: "</script>")
        #expect(!tableText.contains("\u{2028}") && !tableText.contains("<!--"))
        let table = try Self.table(of: page)
        #expect(table["eventPrefix"] as? String == "</script>")
        let slides = try #require(table["slides"] as? [String: [String: Any]])
        #expect(Self.hostileTexts.indices.map { slides["s\($0)"]?["screenName"] as? String } == Self.hostileTexts)
        #expect(page.contains("<h1 class=\"title\"><span class=\"title-text\">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</span></h1>"))
    }

    /// Ids become Swift cases, which name slides and options in the table and the markup: whatever
    /// an id holds, the table parses and the markup has no element the spec wrote.
    @Test func hostileIdsNameSlidesAndOptionsSafely() throws {
        let spec = #"""
            { "slides": [
              { "id": "a</script><img src=x onerror=alert(1)>", "kind": "choice", "title": "Pick",
                "choices": [{ "id": "\"><script>", "title": "One" }, { "id": "default", "title": "Two" }] },
              { "id": "class", "title": "Done", "showIf": { "answer": "a</script><img src=x onerror=alert(1)>", "isAnyOf": ["default"] } }
            ] }
            """#
        let page = try Self.preview(spec)
        #expect(page.components(separatedBy: "<script").count == 3)
        #expect(!page.contains("<img"))
        let table = try Self.table(of: page)
        let slides = try #require(table["slides"] as? [String: [String: Any]])
        #expect(Set(slides.compactMap { $0.value["id"] as? String }) == ["a</script><img src=x onerror=alert(1)>", "class"])
        let options = try #require(slides.values.first { $0["options"] as? [Any] != nil && !($0["options"] as! [Any]).isEmpty }?["options"] as? [[String: Any]])
        #expect(options.map { $0["id"] as? String } == ["\"><script>", "default"])
    }

    /// Issue 37: videos, animations and SF Symbols were grey dashed boxes with their names.
    @Test func videosAnimationsAndSymbolsShowAsFarAsAPageCan() throws {
        let json = ##"""
            { "slides": [
              { "id": "intro", "backgroundVideo": { "name": "intro", "gravity": "resizeAspect", "loop": false, "accessibilityLabel": "Waves" },
                "videoGrid": [{ "id": "a", "video": "jump", "cover": "cover" }, { "id": "b", "video": "dance", "cover": "cover" }] },
              { "id": "wave", "animatedIllustration": { "fileName": "wave.json", "loopFrameStart": 10, "loopFrameEnd": 50 } },
              { "id": "spin", "animatedIllustration": { "fileName": "spin.json", "loopMode": "playOnce" } }
            ],
              "whatsNew": [{ "version": "2.0", "title": "New", "features": [{ "id": "look", "systemImage": "apps.iphone", "title": "A new look" }] }]
            }
            """##
        let lottie = Array(#"{ "v": "5.7.4", "fr": 30, "ip": 0, "op": 75, "w": 512, "h": 384, "layers": [] }"#.utf8)
        let options = PreviewGenerator.Options(
            images: ["cover": .init(mediaType: "image/png", data: [1])], videos: ["intro.mp4": .init(mediaType: "video/mp4", data: [2]), "jump": .init(mediaType: "video/webm", data: [3])],
            animations: ["wave.json": lottie])
        let page = try Self.preview(json, options: options)
        #expect(page.contains(#"<video class="background-video fit-contain" src="data:video/mp4;base64,Ag==" data-video="intro.mp4" autoplay muted playsinline aria-label="Waves"></video>"#))
        #expect(page.contains(#"<video class="video-cell" src="data:video/webm;base64,Aw==" data-video="jump" poster="data:image/png;base64,AQ==" autoplay muted loop playsinline></video>"#))
        #expect(page.contains(#"<div class="placeholder video video-cell" data-video="dance">"#), "a video the app's files lack shows its cover in a placeholder")
        #expect(page.contains(#"<span class="placeholder-facts">512 × 384 points, 2.5 s at 30 fps, loops frames 10 to 50 after the frames before them</span>"#))
        #expect(page.contains("#slide-1 .illustration .animation {\n  aspect-ratio: 512 / 384;\n}"))
        #expect(page.contains(#"<span class="placeholder-facts">plays once</span>"#), "an animation without its file")
        #expect(page.contains(#"<span class="placeholder-name">apps.<wbr>iphone</span>"#))
        #expect(!page.contains("dashed"))
        #expect(LottieFacts(json: Array(#"{ "w": 1, "h": 1, "fr": 0, "ip": 0, "op": 1 }"#.utf8)) == nil)
        #expect(LottieFacts(json: Array("not json".utf8)) == nil)
    }

    @Test func findingsOfTheCheckAreListedBesideThePhone() throws {
        var options = PreviewGenerator.Options()
        let range = SourceRange(path: "A.onboarding.json", start: SourcePosition(offset: 2, line: 1, column: 3), end: SourcePosition(offset: 4, line: 1, column: 5))
        options.findings = [Diagnostic(.warning, "contrast <low>", at: range, rule: "low_contrast")]
        let page = try Self.preview(#"{ "slides": [{ "title": "Hi" }] }"#, options: options)
        #expect(
            page.contains(
                #"<li class="finding" data-severity="warning"><span class="finding-position">1:3</span> <b class="finding-severity">warning</b> contrast &lt;low&gt; <span class="finding-rule">[low_contrast]</span></li>"#
            ))
        #expect(try Self.preview(#"{ "slides": [{ "title": "Hi" }] }"#).contains(#"<p class="note" id="findings">None: onboardc finds nothing to report.</p>"#))
    }

    @Test func theSameSpecAndOptionsGiveTheSameBytes() throws {
        let url = GeneratedFile.packageRoot.appendingPathComponent("Specs/EasyApp.onboarding.json")
        let json = try String(contentsOf: url, encoding: .utf8)
        let images = ["a": PreviewGenerator.EmbeddedFile(mediaType: "image/png", data: [1, 2]), "b": .init(mediaType: "image/jpeg", data: [3])]
        let options = PreviewGenerator.Options(appearance: .dark, images: images)
        #expect(try Self.preview(json, options: options) == (try Self.preview(json, options: options)))
        #expect(try Self.preview(json) != (try Self.preview(json, options: options)))
    }

    /// The table names where each slide and option leads and what it sets off as the flow graph
    /// and the spec's triggers do, for every spec of `Specs/`.
    @Test(arguments: ["EasyApp", "Infomaniak", "Quiz", "SIMSub", "SignQuest", "SkillLevel"])
    func tableFollowsTheFlowGraph(name: String) throws {
        let url = GeneratedFile.packageRoot.appendingPathComponent("Specs/\(name).onboarding.json")
        let valid = try #require(Pipeline.check(try String(contentsOf: url, encoding: .utf8), path: "Specs/\(name).onboarding.json").valid)
        let page = try PreviewGenerator().generate(valid.spec, graph: valid.graph, specPath: "Specs/\(name).onboarding.json")
        let table = try Self.table(of: page)
        let slides = try #require(table["slides"] as? [String: [String: Any]])
        let cases = valid.spec.slides.map { SwiftNaming.caseName(from: $0.id)! }
        #expect(table["order"] as? [String] == cases)
        func target(_ continuation: Slide.Continuation, from index: Int) -> String? {
            if case .slide(let target)? = valid.graph.destination(of: continuation, from: index) { cases[target] } else { nil }
        }
        func effects(_ triggers: [FlowTrigger]) -> [String] {
            let login = valid.spec.login.map { triggers.contains($0.trigger) } == true ? ["login"] : []
            return login + valid.spec.paywalls.filter { triggers.contains($0.trigger) }.map { SwiftNaming.caseName(from: $0.placement)! }
        }
        func names(_ effects: Any?) -> [String] {
            (effects as? [[String: String]] ?? []).map { $0["placement"] ?? $0["kind"] ?? "" }
        }
        for (index, slide) in valid.spec.slides.enumerated() {
            let entry = try #require(slides[cases[index]])
            #expect(entry["id"] as? String == slide.id)
            #expect(entry["next"] as? String == target(slide.next, from: index), "\(slide.id)")
            #expect(names(entry["effects"]) == effects([.afterSlide(slide.id)]), "\(slide.id)")
            let options = entry["options"] as? [[String: Any]] ?? []
            #expect(options.map { $0["id"] as? String } == slide.choices.map(\.id))
            for (option, choice) in zip(options, slide.choices) {
                #expect(option["next"] as? String == target(choice.next ?? slide.next, from: index), "\(slide.id) \(choice.id)")
                #expect(names(option["effects"]) == effects([.afterSlide(slide.id), .afterChoice(choice.id)]))
            }
            if slide.kind == .permission {
                #expect(entry["permission"] as? String == slide.permission?.rawValue)
                #expect(entry["hasNextIfDenied"] as? Bool == (slide.nextIfDenied != nil))
            }
        }
        #expect(names(table["endEffects"]) == effects([.afterOnboarding]))
    }

    /// With a variant, the table starts at its first slide and leads where the variant's own flow
    /// graph leads, the slides show its wording, and the login and paywalls carry what the flow's
    /// results depend on.
    @Test func variantTableFollowsTheVariantsFlowGraph() throws {
        let json = #"""
            { "slides": [
                { "id": "intro", "title": "Hi" },
                { "id": "level", "kind": "choice", "title": "Level?", "choices": [
                  { "id": "low", "title": "Low" }, { "id": "high", "title": "High", "next": "pro" } ] },
                { "id": "pro", "title": "Pro" },
                { "id": "end", "title": "End" } ],
              "login": { "provider": "app", "mode": "register", "isRequired": false },
              "paywalls": [{ "placement": "gate", "skippable": false, "products": [{ "id": "p", "productId": "app.p" }] }],
              "variants": {
                "a": { "slides": ["intro", "level", "pro", "end"] },
                "b": { "slides": ["level", "end", "pro"], "overrides": { "level": { "title": "Your level?", "buttonTitle": "Go" } } } } }
            """#
        let page = try Self.preview(json, options: .init(variant: "b"))
        let table = try Self.table(of: page)
        let variant = try #require(table["variant"] as? [String: Any])
        #expect(variant["name"] as? String == "b")
        #expect(variant["slides"] as? [String] == ["level", "end", "pro"])
        let steps = try #require(variant["steps"] as? [String: [String: Any]])
        #expect(steps["level"]?["next"] as? String == "end")
        #expect(steps["level"]?["options"] as? [String: String] == ["high": "pro"])
        #expect(steps["end"]?["next"] as? String == "pro")
        #expect(steps["pro"] == nil)
        #expect(page.contains("Your level?") && page.contains(">Go<") && !page.contains("Level?"))
        #expect(page.contains(#"<p id="variant">b: level, end, pro</p>"#))
        let effects = try #require(table["effects"] as? [String: Any])
        let login = try #require(effects["login"] as? [String: Any])
        #expect(login["provider"] as? String == "app" && login["mode"] as? String == "register" && login["isRequired"] as? Bool == false)
        let gate = try #require((effects["paywalls"] as? [String: [String: Any]])?["gate"])
        #expect(gate["isSkippable"] as? Bool == false)
        #expect((gate["results"] as? [[String: Any]])?.map { $0["result"] as? String } == ["purchased", "restored", "dismissed"])
        #expect(try Self.table(of: Self.preview(json))["variant"] is NSNull)
    }

    /// A paywall's terms and privacy links are data for its sheet; the paywalls the app presents
    /// itself get a button in the panel, the what's-new screens a section in the phone; close works.
    @Test func linksManualPlacementsWhatsNewAndCloseAreInThePage() throws {
        let spec = #"""
            { "slides": [{ "id": "a", "title": "Hi" }],
              "isDismissible": true,
              "paywalls": [
                { "placement": "onboardingEnd", "products": [{ "id": "m", "productId": "app.m" }] },
                { "placement": "premium<b>", "trigger": "manual", "products": [{ "id": "m", "productId": "app.m" }],
                  "termsURL": "https://example.com/terms?a=1&b=2", "privacyURL": "https://example.com/privacy" }
              ],
              "whatsNew": [{ "version": "2.0", "title": "New <i>things</i>", "minimumChange": "minor",
                "features": [{ "id": "sync", "systemImage": "arrow.triangle.2.circlepath", "title": "Sync", "subtitle": "Everywhere" },
                             { "id": "art", "image": "feature-art", "title": "Art" }],
                "primaryAction": { "title": "OK" }, "secondaryAction": { "title": "More", "url": "https://example.com/more" } }] }
            """#
        let page = try Self.preview(spec)
        #expect(page.components(separatedBy: "<script").count == 3)
        let paywalls = try #require(try Self.table(of: page)["effects"].flatMap { ($0 as? [String: Any])?["paywalls"] as? [String: [String: Any]] })
        let manual = try #require(paywalls.values.first { $0["title"] as? String == "premium<b>" })
        #expect(manual["isManual"] as? Bool == true)
        #expect(manual["termsURL"] as? String == "https://example.com/terms?a=1&b=2")
        #expect(manual["privacyURL"] as? String == "https://example.com/privacy")
        let inFlow = try #require(paywalls.values.first { $0["title"] as? String == "onboardingEnd" })
        #expect(inFlow["isManual"] as? Bool == false && inFlow["termsURL"] is NSNull)
        let placements = try Self.element(#"<ul class="placements" id="placements">"#, in: page, closing: "</ul>")
        #expect(placements.components(separatedBy: "data-placement=").count == 2)
        #expect(placements.contains(#"<span class="placement-name">premium&lt;b&gt;</span>"#))
        let screen = try Self.element(#"<section class="whats-new" id="whats-new-0" data-version="2.0" role="dialog" hidden>"#, in: page, closing: "</section>")
        #expect(screen.contains(#"<h1 class="title">New &lt;i&gt;things&lt;/i&gt;</h1>"#))
        #expect(
            screen.contains(
                #"<span class="feature-image symbol" title="SF Symbol"><span class="symbol-glyph" aria-hidden="true"></span><span class="placeholder-name">arrow.<wbr>triangle.<wbr>2.<wbr>circlepath</span></span>"#
            ))
        #expect(screen.contains(#"<span class="placeholder missing-asset" data-asset="feature-art">"#))
        #expect(screen.contains(#"<b class="feature-title">Sync</b> <span class="feature-subtitle">Everywhere</span>"#))
        #expect(screen.contains(#"<button type="button" class="continue" data-action="primary">OK</button>"#))
        #expect(screen.contains(#"<button type="button" class="secondary-action" data-action="secondary" data-url="https://example.com/more">More</button>"#))
        #expect(page.contains(#"<button type="button" data-whats-new="0">Show</button> <span class="whats-new-name">2.0: New &lt;i&gt;things&lt;/i&gt;</span>"#))
        #expect(page.contains(#"<button type="button" class="close" id="close" aria-label="Close">✕</button>"#))
        #expect(page.contains(#"<section class="slide closed" id="closed" lang="en" hidden>"#))

        let plain = try Self.preview(#"{ "slides": [{ "title": "Hi" }] }"#)
        #expect(plain.contains(#"<p class="note" id="placements">None: the flow presents every paywall of the spec.</p>"#))
        #expect(plain.contains(#"<p class="note" id="whats-new-list">None in the spec.</p>"#))
        #expect(!plain.contains(#"id="close""#) && !plain.contains(#"id="closed""#))
    }

    /// Codes compare as a bundle compares them, and a regional language reads its language.
    @Test func languageCodesMatchAsAnAppPicksItsLocalization() {
        #expect(LanguageCode("DE_at") == LanguageCode("de-AT") && LanguageCode("de-AT").language == "de")
        #expect(LanguageCode("de-AT").closest(among: ["en", "de"]) == "de")
        #expect(LanguageCode("pt_BR").closest(among: ["pt", "pt-BR"]) == "pt-BR")
        #expect(LanguageCode("fr").closest(among: ["de"]) == nil)
        #expect(LanguageCode("he-IL").isRightToLeft && LanguageCode("AR").isRightToLeft && !LanguageCode("de").isRightToLeft)
    }

    @Test func translatedFormatsPlaceAnswersWhereTheTranslationPutsThem() {
        func html(_ texts: PreviewTexts, _ text: String, key: String) -> String? {
            guard case .string(let html) = texts.html(text, key: key, insertingAnswers: true) else { return nil }
            return html
        }
        let answer = { (name: String) in #"<span class="answer" data-answer="\#(name)"></span>"# }
        #expect(html(PreviewTexts(catalog: nil, language: nil), "Hello {name}!", key: "a") == "Hello \(answer("name"))!")
        let translated = PreviewTexts(translations: ["a": "%2$@ vor %1$@, 100%%", "b": "%3$@ %d, %@"])
        #expect(html(translated, "{first} before {second}", key: "a") == "\(answer("second")) vor \(answer("first")), 100%")
        // As the runtime fills it in: an answer the text does not insert shows nothing, `%d` shows as written.
        #expect(html(translated, "{first} {second}", key: "b") == " %d, \(answer("first"))")
    }

    @Test func languageShowsTheCatalogsTranslationsWithAnswersInPlace() throws {
        let root = GeneratedFile.packageRoot.appendingPathComponent("Specs")
        let catalogSource = try SourceLoader.load("QuizOnboarding.xcstrings", relativeTo: root.path)
        let catalog = try #require(StringCatalogReader.read(catalogSource).catalog)
        let json = try String(contentsOf: root.appendingPathComponent("Quiz.onboarding.json"), encoding: .utf8)
        let page = try Self.preview(json, options: .init(language: "de", catalog: catalog))
        let finale = try #require(catalog.strings["finale.title"]?.localizations?["de"]?.stringUnit?.value)
        let expected = HTMLText.escaped(finale).replacing("%@", with: #"<span class="answer" data-answer="name"></span>"#)
        #expect(page.contains(expected))
        // The page's own words are English; the phone speaks the spec's language (a designer's review).
        #expect(page.contains(#"<html lang="en">"#) && page.contains(#"id="phone" role="region" aria-label="The onboarding of Test.onboarding.json" lang="de""#))
    }

    @Test func whatsNewScreensShowTheCatalogsTranslations() throws {
        let root = GeneratedFile.packageRoot.appendingPathComponent("Specs")
        let catalog = try #require(StringCatalogReader.read(try SourceLoader.load("EasyAppOnboarding.xcstrings", relativeTo: root.path)).catalog)
        let json = try String(contentsOf: root.appendingPathComponent("EasyApp.onboarding.json"), encoding: .utf8)
        let page = try Self.preview(json, options: .init(language: "de", catalog: catalog))
        for key in ["whatsNew.2.0.title", "whatsNew.2.0.feature.new-look.subtitle", "whatsNew.2.0.secondaryAction.title"] {
            let german = try #require(catalog.strings[key]?.localizations?["de"]?.stringUnit?.value)
            #expect(page.contains(HTMLText.escaped(german)), "\(key)")
        }
    }
}
