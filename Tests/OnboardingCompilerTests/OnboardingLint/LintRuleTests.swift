@testable import OnboardingCompiler
@testable import OnboardingLint
@testable import OnboardingSemantics
@testable import OnboardingModel
import Testing


@Suite struct LintRuleTests {
    typealias Support = LintTestSupport

    @Test func contrastRatioMatchesWCAG() throws {
        let black = try #require(RGBAColor(hex: "#000000"))
        let white = try #require(RGBAColor(hex: "#FFFFFF"))
        let gray = try #require(RGBAColor(hex: "#777777"))
        #expect(abs(RGBAColor.contrastRatio(black, white) - 21) < 0.0001)
        #expect(abs(RGBAColor.contrastRatio(white, black) - 21) < 0.0001)
        #expect(abs(RGBAColor.contrastRatio(gray, white) - 4.48) < 0.005)
        #expect(RGBAColor.contrastRatio(white, white) == 1)
    }

    @Test func aColourWithAlphaShowsBlendedWithWhatIsUnderIt() throws {
        let white = try #require(RGBAColor(hex: "#FFFFFF"))
        let halfBlue = try #require(RGBAColor(hex: "#0040DD80"))
        #expect(halfBlue.composited(over: white) == RGBAColor(red: 127, green: 159, blue: 238))
        #expect(try #require(RGBAColor(hex: "#0040DD")).composited(over: white) == RGBAColor(red: 0, green: 64, blue: 221))
        #expect(try #require(RGBAColor(hex: "#0040DD00")).composited(over: white) == white)
    }

    @Test func contrastRatioIsFormattedRoundedDown() {
        #expect(ColorContrast.formatRatio(4.4999) == "4.49")
        #expect(ColorContrast.formatRatio(2.9) == "2.90")
        #expect(ColorContrast.formatRatio(1.05) == "1.05")
        #expect(ColorContrast.formatRatio(21) == "21.00")
    }

    @Test func lowContrastNamesBothColoursAndTheRatio() {
        let spec = ##"{ "primaryColorLight": "#777777", "onPrimaryColorLight": "#FFFFFF", "primaryColorDark": "#000000", "onPrimaryColorDark": "#FFFFFF", "slides": [{ "title": "Hi" }] }"##
        let diagnostics = Support.check(spec, rule: .lowContrast)
        #expect(diagnostics.map(\.message) == ["contrast between 'primaryColorLight' and 'onPrimaryColorLight' is 4.47:1, below 4.5:1"])
        #expect(diagnostics.first?.pointer == "/onPrimaryColorLight")
    }

    @Test func lowContrastChecksDarkOnItsOwn() {
        let spec = ##"{ "primaryColorLight": "#000000", "onPrimaryColorLight": "#FFFFFF", "primaryColorDark": "#222222", "onPrimaryColorDark": "#444444", "slides": [{ "title": "Hi" }] }"##
        #expect(Support.check(spec, rule: .lowContrast).map(\.pointer) == ["/onPrimaryColorDark"])
    }

    /// Issue 37: the Infomaniak seed's white primary colour without an on-primary colour drew white
    /// on white in the preview, and lint said nothing.
    @Test func lowContrastChecksTheColoursTheAppShows() {
        let white = ##"{ "primaryColorLight": "#FFFFFFFF", "primaryColorDark": "#000000FF", "slides": [{ "title": "Hi" }] }"##
        let diagnostics = Support.check(white, rule: .lowContrast)
        #expect(
            diagnostics.map(\.message) == [
                "contrast between 'primaryColorLight' and the default on-primary colour (#FFFFFFFF) is 1.00:1, below 4.5:1 in light appearance; set 'onPrimaryColorLight'"
            ])
        #expect(diagnostics.map(\.pointer) == ["/primaryColorLight"])
        // Dark appearance without colours of its own shows the light ones: one finding for both.
        let lightOnly = ##"{ "primaryColorLight": "#FFCC00", "onPrimaryColorLight": "#FFFFFF", "slides": [{ "title": "Hi" }] }"##
        #expect(
            Support.check(lightOnly, rule: .lowContrast).map(\.message) == [
                "contrast between 'primaryColorLight' and 'onPrimaryColorLight' is 1.51:1, below 4.5:1 in light and dark appearance"
            ])
        let darkOnLight = ##"{ "primaryColorDark": "#333333", "onPrimaryColorLight": "#000000", "primaryColorLight": "#FFFFFF", "slides": [{ "title": "Hi" }] }"##
        #expect(
            Support.check(darkOnLight, rule: .lowContrast).map(\.message) == [
                "contrast between 'primaryColorDark' and 'onPrimaryColorLight' is 1.66:1, below 4.5:1 in dark appearance; set 'onPrimaryColorDark'"
            ])
        // The system's own colours are not the spec's choice.
        #expect(Support.check(##"{ "slides": [{ "title": "Hi" }] }"##, rule: .lowContrast).isEmpty)
    }

    /// A newcomer's review: a slide's near-white title on its white background linted clean, and
    /// `accessibility` said "Sufficient Contrast: supported".
    @Test func lowTitleContrastJudgesEachSlidesTitleOnItsBackground() {
        let pale = ##"{ "slides": [{ "id": "pale", "title": "Hi", "titleColorLight": "#FEFEFE", "backgroundColorLight": "#FFFFFF", "titleColorDark": "#FFFFFF", "backgroundColorDark": "#000000" }] }"##
        let diagnostics = Support.check(pale, rule: .lowTitleContrast)
        #expect(diagnostics.map(\.message) == ["contrast between 'backgroundColorLight' and 'titleColorLight' on slide 'pale' is 1.00:1, below 3:1"])
        #expect(diagnostics.map(\.pointer) == ["/slides/0/titleColorLight"])
        // A dark background without a title colour leaves the system's black title on it.
        let dark = ##"{ "slides": [{ "id": "night", "title": "Hi", "backgroundColorLight": "#101014", "backgroundColorDark": "#101014" }] }"##
        #expect(
            Support.check(dark, rule: .lowTitleContrast).map(\.message) == [
                "contrast between 'backgroundColorLight' and the default title colour (#000000FF) on slide 'night' is 1.10:1, below 3:1 in light appearance; set 'titleColorLight'"
            ])
        // A light background without a dark one shows in dark appearance too, under the system's white title.
        let lightOnly = ##"{ "slides": [{ "id": "day", "title": "Hi", "backgroundColorLight": "#FFF8E1" }] }"##
        #expect(
            Support.check(lightOnly, rule: .lowTitleContrast).map(\.message) == [
                "contrast between 'backgroundColorLight' and the default title colour (#FFFFFFFF) on slide 'day' is 1.06:1, below 3:1 in dark appearance; set 'titleColorDark'"
            ])
        // A title colour with alpha is judged as it shows over the background.
        let faint = ##"{ "slides": [{ "id": "faint", "title": "Hi", "titleColorLight": "#00000020", "titleColorDark": "#FFFFFF" }] }"##
        #expect(Support.check(faint, rule: .lowTitleContrast).map(\.pointer) == ["/slides/0/titleColorLight"])
        // No title, a background image or video, or no colour of the slide's own: nothing to judge.
        for quiet in [
            ##"{ "slides": [{ "subtitle": "No title", "backgroundColorLight": "#000000" }] }"##,
            ##"{ "slides": [{ "title": "Hi", "backgroundColorLight": "#000000", "backgroundImage": { "iosAssetName": "Night" } }] }"##,
            ##"{ "slides": [{ "title": "Hi", "backgroundColorLight": "#000000", "backgroundVideo": { "name": "night", "accessibilityLabel": "Stars" } }] }"##,
            ##"{ "slides": [{ "title": "Hi" }] }"##,
        ] {
            #expect(Support.check(quiet, rule: .lowTitleContrast).isEmpty, "\(quiet)")
        }
    }

    /// A newcomer's review: a variant's wording of a slide was never laid out, so a subtitle that
    /// fills three screens in one arm of an experiment linted clean.
    @Test func accessibilitySizeOverflowLaysOutEachVariantsWording() {
        let long = "Every lesson you take here builds on the one before, so take your time, repeat what you like, and come back whenever you want: we keep your place and your progress."
        let middle = "Every lesson you take here builds on the one before, so take your time, repeat what you like."
        let spec = ##"""
            { "isPageIndicatorHidden": true, "slides": [
                { "id": "hi", "title": "Hi", "subtitle": "Learn at your pace." },
                { "id": "more", "title": "More", "subtitle": "\##(long)" },
                { "id": "tall", "title": "Tall", "subtitle": "\##(middle)" }
              ],
              "variants": {
                "wordy": { "slides": ["hi", "more", "tall"], "overrides": { "hi": { "subtitle": "\##(long)" }, "more": { "buttonTitle": "Go" } } },
                "heading": { "slides": ["hi", "more", "tall"], "overrides": { "tall": { "boldTitle": "to the place where you learn everything about sign language at your own pace" } } }
              } }
            """##
        let diagnostics = Support.check(spec, rule: .accessibilitySizeOverflow)
        // The slide's own finding is not repeated for a variant that rewords another of its texts.
        #expect(
            diagnostics.map(\.pointer) == [
                "/slides/1/subtitle", "/variants/wordy/overrides/hi/subtitle", "/variants/heading/overrides/tall/boldTitle",
            ])
        #expect(diagnostics[1].message.hasPrefix("the subtitle of slide 'hi' in variant 'wordy' takes about 14 lines"))
        #expect(diagnostics[2].message.hasPrefix("the title and bold title of slide 'tall' in variant 'heading' takes about"))
        // A variant's text that is not the longest still makes the slide's own overflow: the
        // finding is at the slide's text, in the variant.
        let pushed = ##"""
            { "isPageIndicatorHidden": true, "slides": [{ "id": "tall", "title": "Tall", "subtitle": "\##(long.prefix(80))" }],
              "variants": { "b": { "slides": ["tall"], "overrides": { "tall": { "title": "A longer title for the page" } } } } }
            """##
        let pushedDiagnostics = Support.check(pushed, rule: .accessibilitySizeOverflow)
        #expect(pushedDiagnostics.map(\.pointer) == ["/slides/0/subtitle"], "\(pushedDiagnostics.map(\.message))")
        #expect(pushedDiagnostics.first?.message.hasPrefix("the subtitle of slide 'tall' in variant 'b' takes about") == true)
    }

    @Test func titleLengthCountsCharactersAsUsersSeeThem() {
        let flags = String(repeating: "🇫🇷", count: 40)
        #expect(Support.check(##"{ "slides": [{ "title": "\##(flags)" }] }"##, rule: .titleLength).isEmpty)
        let diagnostics = Support.check(##"{ "slides": [{ "title": "\##(flags)🇫🇷" }] }"##, rule: .titleLength)
        #expect(diagnostics.map(\.message) == ["title of slide 1 has 41 characters and may be truncated on a small phone; keep it to 40"])
    }

    @Test func characterLimitIsDecidedAtItsBoundaryWhateverTheEncoding() {
        let texts = ["abc", "e\u{301}e\u{301}e\u{301}", "🇫🇷🇫🇷🇫🇷", "👋🏽👋🏽👋🏽", "ДДД", "a\r\nb", "नमस्ते", ""]
        for text in texts {
            for maximum in 0...text.unicodeScalars.count + 1 {
                #expect(text.hasMoreCharacters(than: maximum) == (text.count > maximum), "\(text) vs \(maximum)")
            }
        }
    }

    @Test func titleComparisonKeyFoldsCaseInEveryScript() {
        func key(_ title: String) -> String { String(decoding: DuplicateTextRule.comparisonKey(of: title), as: UTF8.self) }
        #expect(key("  Welcome\n") == "welcome")
        #expect(key("ДОБРО пожаловать") == key(" добро ПОЖАЛОВАТЬ"))
        #expect(key("Ωμέγα") == "ωμέγα")
        #expect(key("\u{3000}ようこそ 👋") == "ようこそ 👋")
        #expect(DuplicateTextRule.comparisonKey(of: "Café") != DuplicateTextRule.comparisonKey(of: "Cafe\u{301}"), "compared as written")
    }

    /// The tables of the duplicate title key must give what the standard library's lowercasing gives.
    @Test func titleComparisonKeyLowercasesEveryScalarAsTheStandardLibraryDoes() {
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(String.UnicodeScalarView([scalar]))
            let lowercase = text.lowercased()
            let expected = scalar.properties.isWhitespace ? "a\(text)a" : "\(lowercase)a\(lowercase)a\(lowercase)"
            if DuplicateTextRule.comparisonKey(of: "\(text)A\(text)A\(text)") != Array(expected.utf8)
                || TitleCaseFolding.isWhiteSpace(scalar) != scalar.properties.isWhitespace
            {
                mismatches.append(String(value, radix: 16, uppercase: true))
            }
        }
        #expect(mismatches.count == 0, "U+\(mismatches.prefix(20).joined(separator: ", U+"))")
    }

    @Test func lengthThresholdsAreConfigurable() {
        let spec = ##"{ "slides": [{ "title": "Twelve chars", "subtitle": "Twelve chars" }] }"##
        let configuration = LintConfiguration(maximums: ["title_length": 11, "subtitle_length": 12])
        #expect(Support.check(spec, rule: .titleLength, configuration: configuration).count == 1)
        #expect(Support.check(spec, rule: .subtitleLength, configuration: configuration).isEmpty)
    }

    @Test func placeholderWordsAreWholeWordsInAnyCase() {
        #expect(PlaceholderTextRule.placeholder(in: "Coming soon (tbd)") == "tbd")
        #expect(PlaceholderTextRule.placeholder(in: "XXXX") == "XXXX")
        #expect(PlaceholderTextRule.placeholder(in: "LOREM IPSUM dolor") == "LOREM IPSUM")
        #expect(PlaceholderTextRule.placeholder(in: "Todoist and TBDs, xx, Xerxes") == nil)
        #expect(PlaceholderTextRule.placeholder(in: "to-do") == nil)
    }

    @Test func placeholderPrefilterFindsSequencesAtEveryOffset() {
        func reference(_ text: String) -> Bool {
            let folded = String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
            return ["lorem", "todo", "tbd", "xxx"].contains { folded.contains($0) }
        }
        for sequence in ["LoReM", "todo", "TBD", "xXx", "tod", "xx", "lore", "ТODO"] {
            for prefix in 0...17 {
                for suffix in [0, 1, 7, 9] {
                    let text = String(repeating: "é", count: prefix / 2) + String(repeating: "a", count: prefix % 2) + sequence
                        + String(repeating: "—", count: suffix)
                    #expect(PlaceholderTextRule.mayHavePlaceholder(text) == reference(text), "\(text)")
                }
            }
        }
        #expect(!PlaceholderTextRule.mayHavePlaceholder("Let the latest text tell its tale, explained"))
    }

    @Test func placeholderTextCoversButtonsAndWhatsNew() {
        let spec = ##"""
            { "slides": [{ "title": "Hi", "buttonTitle": "TODO" }], "nextButton": { "title": "xxx" },
              "whatsNew": [{ "version": "1.0.0", "title": "New", "primaryAction": { "title": "TBD" } }] }
            """##
        #expect(
            Support.check(spec, rule: .placeholderText).map(\.pointer) == ["/slides/0/buttonTitle", "/nextButton/title", "/whatsNew/0/primaryAction/title"])
    }

    @Test func duplicateTextPointsAtTheSecondTitleWithANoteAtTheFirst() throws {
        let spec = ##"{ "slides": [{ "id": "a", "title": "Welcome" }, { "id": "b", "title": "Welcome" }] }"##
        let diagnostic = try #require(Support.check(spec, rule: .duplicateText).first)
        #expect(diagnostic.message == "slide 'b' has the same title as slide 'a': 'Welcome'")
        #expect(diagnostic.pointer == "/slides/1/title")
        #expect(diagnostic.notes.first?.range?.start.column == 36)
    }

    @Test func fallThroughOffersToEndTheBranch() throws {
        let spec = ##"{ "slides": [{ "kind": "choice", "choices": [{ "id": "a", "title": "A", "next": "x" }, { "id": "b", "title": "B", "next": "y" }] }, { "id": "x", "title": "X" }, { "id": "y", "title": "Y" }] }"##
        let diagnostic = try #require(Support.check(spec, rule: .fallThroughBranch).first)
        #expect(diagnostic.message.hasPrefix("slide 'x' falls through into slide 'y', where option 'b' of slide 1 leads"))
        let fixIt = try #require(diagnostic.fixIt)
        var bytes = Array(spec.utf8)
        bytes.replaceSubrange(fixIt.range.start.offset..<fixIt.range.end.offset, with: Array(fixIt.replacement.utf8))
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains(##"{ "id": "x", "title": "X", "next": null }"##))
        #expect(Support.check(fixed, rule: .fallThroughBranch).isEmpty)
    }

    /// A question in a branch falls through too, through a choice whose options do not all say
    /// where they go; it leads on to a slide only the author knows, so no fix-it ends the flow there.
    @Test func fallThroughOfAQuestionAsksWhereItGoes() throws {
        let spec = ##"""
            { "slides": [
              { "id": "goal", "kind": "choice", "choices": [{ "id": "calm", "title": "Calm", "next": "calm-goals" }, { "id": "fit", "title": "Fit", "next": "fit-goals" }] },
              { "id": "calm-goals", "kind": "choice", "title": "For?", "choices": [{ "id": "sleep", "title": "Sleep", "next": "name" }, { "id": "focus", "title": "Focus" }] },
              { "id": "fit-goals", "kind": "multipleChoice", "title": "For?", "choices": [{ "id": "run", "title": "Run" }, { "id": "lift", "title": "Lift" }], "next": "name" },
              { "id": "name", "kind": "textInput", "title": "Your name?" }
            ] }
            """##
        let diagnostic = try #require(Support.check(spec, rule: .fallThroughBranch).first)
        #expect(diagnostic.message == "slide 'calm-goals' falls through into slide 'fit-goals', where option 'fit' of slide 'goal' leads; give it a 'next' that goes on with its branch, or \"next\": null to end the branch here")
        #expect(diagnostic.fixIt == nil)
        let answered = spec.replacingOccurrences(of: ##"{ "id": "focus", "title": "Focus" }"##, with: ##"{ "id": "focus", "title": "Focus", "next": "name" }"##)
        #expect(Support.check(answered, rule: .fallThroughBranch).isEmpty)
    }

    /// An option without `next` goes on with the slide after its choice; when another option leads
    /// there by name, the two share a branch, which a newcomer did not mean.
    @Test func anOptionWithoutNextIntoAnotherOptionsBranchIsReportedAtTheOption() throws {
        let spec = ##"""
            { "slides": [
              { "id": "goal", "kind": "choice", "choices": [{ "id": "lose", "title": "Lose", "next": "cardio" }, { "id": "gain", "title": "Gain", "next": "strength" }, { "id": "stay", "title": "Stay" }] },
              { "id": "cardio", "title": "Cardio", "next": "done" },
              { "id": "strength", "title": "Strength" },
              { "id": "done", "title": "Done" }
            ] }
            """##
        let diagnostics = Support.check(spec, rule: .fallThroughBranch)
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "option 'stay' of slide 'goal' has no 'next', so it goes on with slide 'cardio', where option 'lose' leads; give it the 'next' of its own branch, or the 'next' 'cardio' if both lead there")
        #expect(diagnostic.pointer == "/slides/0/choices/2")
        #expect(diagnostic.notes.map(\.message) == ["option 'lose' leads to slide 'cardio' here"])
        #expect(diagnostic.fixIt == nil, "which branch the option meant only its author knows")
        let named = spec.replacingOccurrences(of: ##"{ "id": "stay", "title": "Stay" }"##, with: ##"{ "id": "stay", "title": "Stay", "next": "cardio" }"##)
        #expect(Support.check(named, rule: .fallThroughBranch).isEmpty)
        let slideSaysWhere = spec.replacingOccurrences(of: ##""kind": "choice","##, with: ##""kind": "choice", "next": "cardio","##)
        #expect(Support.check(slideSaysWhere, rule: .fallThroughBranch).isEmpty)
    }

    @Test func hardPaywallIsANote() {
        let spec = ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "main", "skippable": false }] }"##
        #expect(Support.check(spec, rule: .hardPaywall).map(\.severity) == [.note])
    }

    @Test func tooManySlidesIsOptIn() {
        let spec = ##"{ "slides": [{ "title": "1" }, { "title": "2" }, { "title": "3" }] }"##
        #expect(Support.check(spec, rule: .tooManySlides, configuration: LintConfiguration(maximums: ["too_many_slides": 2])).isEmpty)
        let optedIn = LintConfiguration(optInRules: ["too_many_slides"], maximums: ["too_many_slides": 2])
        #expect(
            Support.check(spec, rule: .tooManySlides, configuration: optedIn).map(\.message) == ["the longest path through the flow shows 3 slides, more than 2"])
    }

    @Test func assetIndexLooksNamesUpLikeTheBundle() {
        let assets = AssetIndex(imageSets: ["Icons/star"], dataSets: ["confetti"], files: ["logo@2x.png", "intro.mp4", "notes.txt"])
        #expect(assets.containsImage("Icons/star"))
        #expect(!assets.containsImage("star"))
        #expect(assets.containsImage("logo"))
        #expect(!assets.containsImage("notes"))
        #expect(assets.containsFile("intro.mp4"))
        #expect(!assets.containsFile("intro.mov"))
        #expect(assets.containsFile("confetti.json"))
        #expect(assets.containsResource("intro"))
        #expect(assets.containsResource("confetti"))
    }

    @Test func assetNotFoundRunsOnlyWithAssetsAndSuggests() {
        let spec = ##"{ "slides": [{ "backgroundImage": { "iosAssetName": "Icons/stra" }, "videoGrid": [{ "video": "clip", "cover": "Icons/star", "accessibilityLabel": "A clip" }] }] }"##
        #expect(Support.check(spec, rule: .assetNotFound).isEmpty)
        let assets = AssetIndex(imageSets: ["Icons/star"], files: ["clip.mov"])
        #expect(Support.check(spec, rule: .assetNotFound, assets: assets).map(\.message) == ["image 'Icons/stra' is not in the asset paths; did you mean 'Icons/star'?"])
    }

    @Test func aVariantsTextsAreMeasuredAsTheSlidesAre() {
        let long = String(repeating: "word ", count: 9) + "end"
        let spec = ##"{ "slides": [{ "id": "a", "title": "Hi" }], "variants": { "v": { "slides": ["a"], "overrides": { "a": { "boldTitle": "\##(long)" } } } } }"##
        #expect(
            Support.check(spec, rule: .titleLength).map(\.message) == [
                "boldTitle of slide 'a' in variant 'v' has 48 characters and may be truncated on a small phone; keep it to 40"
            ])
    }

    @Test func blankTextLetsAVariantDropATextButNotBlankItsButton() {
        let spec = ##"""
            { "slides": [{ "id": "a", "title": "Hi", "subtitle": "More", "buttonTitle": "Go" }],
              "variants": { "short": { "slides": ["a"], "overrides": { "a": { "title": "  ", "subtitle": "", "buttonTitle": "" } } } } }
            """##
        #expect(
            Support.check(spec, rule: .blankText).map(\.pointer) == ["/variants/short/overrides/a/title", "/variants/short/overrides/a/buttonTitle"])
    }

    @Test func blankTextLetsAnOptionShowOnlyItsEmoji() {
        let spec = ##"""
            { "slides": [{ "kind": "choice", "title": "Lunch?", "choices": [
              { "id": "pizza", "title": "", "emoji": "🍕" }, { "id": "soup", "title": " ", "emoji": " " }] }] }
            """##
        #expect(Support.check(spec, rule: .blankText).map(\.pointer) == ["/slides/0/choices/1/title"])
    }

    @Test func blankTextSaysWhenAPageShowsOnlyItsButton() {
        let spec = ##"{ "slides": [{ "id": "go", "buttonTitle": "Start" }, { "id": "grid", "videoGrid": [{ "video": "a.mp4", "decorative": true }] }] }"##
        #expect(
            Support.check(spec, rule: .blankText).map(\.message) == [
                "slide 'go' shows only its button: it has no title, bold title, subtitle, illustration, background image, video or video grid"
            ])
    }

    @Test func missingLegalLinksAsksOnlyWhereTheAppShowsASubscription() {
        func findings(_ paywall: String) -> [String] {
            Support.check(##"{ "slides": [{ "title": "Hi" }], "paywalls": [\##(paywall)] }"##, rule: .missingLegalLinks).map(\.message)
        }
        let monthly = ##"{ "id": "monthly", "productId": "pro.monthly" }"##
        let lifetime = ##"{ "id": "forever", "productId": "pro.Lifetime" }"##
        #expect(
            findings(##"{ "placement": "main", "products": [\##(lifetime), \##(monthly)], "privacyURL": "https://example.com/p" }"##) == [
                "paywall 'main' links to no terms of use ('termsURL'); App Review expects both beside a subscription"
            ])
        #expect(findings(##"{ "placement": "main", "products": [\##(lifetime)] }"##).isEmpty)
        #expect(findings(##"{ "placement": "main", "products": [] }"##).isEmpty)
        #expect(findings(##"{ "placement": "main", "provider": "revenueCat", "products": [\##(monthly)] }"##).isEmpty)
    }
}

@Suite struct TitleGroupsTests {
    @Test func slidesAreGroupedByTheirTitlesKey() {
        let titles: [String?] = ["Welcome", "Pick", " welcome", "PICK", "Other", nil, "WELCOME ", "  "]
        let slides = titles.indices.map { Slide(id: "s\($0)", position: $0, title: titles[$0]) }
        let groups = TitleGroups(slides: slides)
        let expected: [[Int]] = [[], [], [0], [1], [], [], [0, 2], []]
        #expect(titles.indices.map { Array(groups.earlierSlides(withTheTitleOf: $0)) } == expected)
    }

    @Test func theSearchBudgetGrowsWithTheSpec() {
        #expect(DuplicateTextRule.searchBudget(slideCount: 2_000) - DuplicateTextRule.searchBudget(slideCount: 1_000) == 20_000)
    }
}

@Suite struct DuplicateTextBudgetTests {
    @Test func reachabilitySearchSpendsItsBudgetAndThenAssumesTheWorst() throws {
        let spec = try #require(Pipeline.check(##"{ "slides": [{ "id": "a", "next": null }, { "id": "b" }, { "id": "c" }] }"##).spec)
        let graph = FlowGraph(spec: spec)
        var budget = 10
        #expect(graph.reaches(1, 2, budget: &budget))
        #expect(!graph.reaches(1, 0, budget: &budget))
        #expect(budget < 10)
        var spent = 0
        #expect(graph.reaches(1, 0, budget: &spent), "an exhausted search reports the pair as seen together")
    }
}
