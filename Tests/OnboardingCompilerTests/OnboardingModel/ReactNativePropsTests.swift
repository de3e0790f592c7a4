import Foundation
@testable import JSONSyntax
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLint
@testable import OnboardingLocalization
@testable import OnboardingModel
import Testing

/// The props object a React Native app passes to the onboarding module compiles as the spec of its
/// `onboardingConfiguration` with the login of its `loginConfiguration`, and every finding points
/// into the document as it is.
@Suite struct ReactNativePropsTests {
    /// The props of seed 004's usage example, as JSON.
    static let props = """
        {
          "onboardingConfiguration": {
            "primaryColorLight": "#FFFFFFFF",
            "primaryColorDark": "#000000FF",
            "slides": [
              {
                "backgroundImage": { "iosAssetName": "iosXcassetName" },
                "animatedIllustration": { "fileName": "Lottie.json", "accessibilityLabel": "A wave" },
                "title": "Welcome",
                "subtitle": "Discover our app"
              }
            ]
          },
          "loginConfiguration": {
            "clientId": "YOUR_CLIENT_ID",
            "redirectURIScheme": "myapp.com"
          }
        }
        """

    @Test func propsCompileAsTheSpecWithItsLogin() throws {
        let checked = Pipeline.check(Self.props, path: "Specs/Kdrive.onboarding.json")
        #expect(!checked.hasErrors, "\(checked.diagnostics.map(\.message))")
        let valid = try #require(checked.valid)
        let spec = valid.spec
        #expect(spec.name == "Kdrive")
        #expect(spec.pointer == "/onboardingConfiguration")
        #expect(spec.theme.primaryColor.dark == RGBAColor(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(spec.slides.map(\.pointer) == ["/onboardingConfiguration/slides/0"])
        #expect(spec.slides.first?.title == "Welcome")
        let login = try #require(spec.login)
        #expect(login.clientID == "YOUR_CLIENT_ID")
        #expect(login.redirectURI == "myapp.com://oauth2redirect")
        #expect(login.loginURL == Login.defaultLoginURL)
        #expect(login.pointer == "/loginConfiguration")

        let generated = try Compiler().generate(valid, specPath: "Specs/Kdrive.onboarding.json").contents
        #expect(generated.contains(#"clientID: "YOUR_CLIENT_ID""#))
        #expect(generated.contains(#"redirectURI: "myapp.com://oauth2redirect""#))
    }

    /// The module's TypeScript types give Android fields beside the iOS ones (an illustration's
    /// `androidLightFileName`, the login's `appVersionCode`): props typed by them compile unchanged.
    @Test func theModulesAndroidFieldsAreAccepted() {
        let props = ##"""
            { "onboardingConfiguration": { "slides": [{ "title": "Hi",
                "staticIllustration": { "iosAssetName": "hi", "androidLightFileName": "hi_light", "androidDarkFileName": "hi_dark", "decorative": true } }] },
              "loginConfiguration": { "clientId": "C", "redirectURIScheme": "myapp.com", "appVersionCode": 42, "appVersionName": "2.14.8" } }
            """##
        #expect(Pipeline.linesBeforeLint(props) == [])
        #expect(Pipeline.linesBeforeLint(props.replacingOccurrences(of: "42", with: "-1")) == [
            "Test.onboarding.json:3:96: error: 'appVersionCode' must be an integer from 0 to 2147483647, found -1 [number_out_of_range]"
        ])
    }

    @Test func propsWithoutALoginCompile() throws {
        let checked = Pipeline.check(#"{ "onboardingConfiguration": { "slides": [{ "title": "Hi" }] } }"#)
        #expect(!checked.hasErrors)
        #expect(try #require(checked.spec).login == nil)
    }

    @Test func findingsPointIntoTheConfigurationWhereTheyAre() {
        let props = """
            {
              "onboardingConfiguration": {
                "name": "!!!",
                "primaryColorLight": "#FFFFFF",
                "onPrimaryColorLight": "#FFFFFF",
                "titel": "x",
                "slides": [{ "title": "Hi" }]
              },
              "loginConfiguration": { "clientId": "c", "bundleId": "b", "trigger": { "afterSlide": "nowhere" } }
            }
            """
        // Lowering first, the unknown key, with where the slides lead, which it leaves as they are.
        #expect(
            Self.findings(props) == [
                "6:5 /onboardingConfiguration/titel unknown_key",
                "9:88 /loginConfiguration/trigger/afterSlide missing_target",
            ])
        // Validation: the name and the login's trigger.
        let valid = props.replacingOccurrences(of: #""titel": "x","#, with: "")
        #expect(
            Self.findings(valid) == [
                "3:13 /onboardingConfiguration/name invalid_identifier",
                "9:88 /loginConfiguration/trigger/afterSlide missing_target",
            ])
        // Lint: the colours.
        let named = valid.replacingOccurrences(of: "!!!", with: "Kdrive").replacingOccurrences(of: #""afterSlide": "nowhere""#, with: #""afterSlide": "slide1""#)
        #expect(
            Self.findings(named) == [
                "4:26 /onboardingConfiguration/primaryColorLight missing_dark_color",
                "5:28 /onboardingConfiguration/onPrimaryColorLight missing_dark_color",
                "5:28 /onboardingConfiguration/onPrimaryColorLight low_contrast",
            ])
    }

    @Test func everyRootPointerOfValidationAndLintIsTheConfigurations() {
        let props = """
            { "onboardingConfiguration": {
                "lint": { "disable": ["nope"] },
                "nextButton": { "video": "button" },
                "backgroundAudio": { "name": "theme", "format": "mp3" },
                "slides": [{ "title": "One", "next": null }, { "title": "Two" }]
            } }
            """
        var options = Compiler.Options()
        options.lint = LintConfiguration(optInRules: ["too_many_slides"], maximums: ["too_many_slides": 0])
        options.assets = AssetIndex()
        let pointers = Compiler(options: options).check(SourceFile(path: "P.onboarding.json", text: props)).diagnostics
            .filter { $0.severity != .note }.compactMap(\.pointer)
        for pointer in pointers {
            #expect(pointer.hasPrefix("/onboardingConfiguration/"), "\(pointer)")
        }
        #expect(pointers.contains("/onboardingConfiguration/lint/disable/0"))
        #expect(pointers.contains("/onboardingConfiguration/nextButton/video"))
        #expect(pointers.contains("/onboardingConfiguration/backgroundAudio/name"))
        #expect(pointers.contains("/onboardingConfiguration/slides"))
        #expect(pointers.contains("/onboardingConfiguration/slides/1"))
    }

    @Test func aSlideOfThePropsSilencesARuleForItselfOnly() {
        let props = """
            { "onboardingConfiguration": { "slides": [
                { "title": "Lorem ipsum", "lint": { "disable": ["placeholder_text"] } },
                { "title": "Lorem ipsum dolor" }
            ] } }
            """
        #expect(Self.findings(props).filter { $0.hasSuffix("placeholder_text") } == ["3:16 /onboardingConfiguration/slides/1/title placeholder_text"])
    }

    @Test func localizationFindingsPointIntoTheConfiguration() {
        let props = """
            { "onboardingConfiguration": {
                "localization": { "doNotTranslate": ["nope.title"] },
                "nextButton": { "title": "Go" },
                "slides": [{ "id": "hi", "title": "Hi" }]
            } }
            """
        func pointers(_ catalogs: StringCatalogs?) -> [String] {
            var options = Compiler.Options()
            options.catalogs = catalogs
            return Compiler(options: options).check(SourceFile(path: "P.onboarding.json", text: props)).diagnostics.compactMap(\.pointer)
        }
        #expect(pointers(nil) == ["/onboardingConfiguration/localization/doNotTranslate/0"])
        let empty = StringCatalogs(location: .file("POnboarding.xcstrings"), catalogs: ["POnboarding": StringCatalog(sourceLanguage: "en")])
        // The texts missing from the catalog are one finding, at the first.
        #expect(Set(pointers(empty)) == ["/onboardingConfiguration/localization/doNotTranslate/0", "/onboardingConfiguration/slides/0/title"])
        let other = StringCatalogs(location: .file("Other.xcstrings"), catalogs: ["Other": StringCatalog(sourceLanguage: "en")])
        #expect(pointers(other).contains("/onboardingConfiguration/localization/table"))
        let german = StringCatalogs(location: .file("POnboarding.xcstrings"), catalogs: ["POnboarding": StringCatalog(sourceLanguage: "de")])
        #expect(pointers(german).contains("/onboardingConfiguration/localization/sourceLanguage"))

        // 'onboardc strings' says the same of the props.
        let checked = Compiler().check(SourceFile(path: "P.onboarding.json", text: props))
        guard let spec = checked.spec, let tree = checked.tree else { return #expect(Bool(false), "the props compile") }
        var update = CatalogUpdate(catalogs: other)
        #expect(update.add(spec, in: tree).map(\.pointer) == ["/onboardingConfiguration/localization/table"])
        var germanUpdate = CatalogUpdate(catalogs: german)
        #expect(germanUpdate.add(spec, in: tree).map(\.pointer) == ["/onboardingConfiguration/localization/sourceLanguage"])
    }

    @Test func noSlidesLeftInPropsPointsAtTheirSlides() {
        let props = #"{ "onboardingConfiguration": { "slides": [{ "kind": "quiz" }] } }"#
        #expect(Self.findings(props).contains("1:42 /onboardingConfiguration/slides no_slides"))
    }

    @Test func loginGivenTwiceIsOneErrorThatSaysWhichToKeep() {
        let props = """
            {
              "onboardingConfiguration": { "slides": [{ "title": "Hi" }], "login": { "clientId": "a", "bundleId": "b" } },
              "loginConfiguration": { "clientId": "c", "bundleId": "d" }
            }
            """
        let lines = Pipeline.lines(props)
        #expect(
            lines == [
                "Test.onboarding.json:3:3: error: the login is given twice, as 'loginConfiguration' and in 'onboardingConfiguration'; keep one of them [duplicate_key]",
                "Test.onboarding.json:2:63: note: 'login' of 'onboardingConfiguration' is given here",
            ])
    }

    @Test func propsAcceptOnlyTheirOwnKeys() {
        let lines = Pipeline.lines(#"{ "onboardingConfiguration": { "slides": [{ "title": "Hi" }] }, "slides": [], "loginConfig": {} }"#)
        #expect(
            lines == [
                "Test.onboarding.json:1:65: error: unknown key 'slides'; the keys here are 'onboardingConfiguration' and 'loginConfiguration' [unknown_key]",
                "Test.onboarding.json:1:79: error: unknown key 'loginConfig'; did you mean 'loginConfiguration'? [unknown_key]",
                // Read as the 'loginConfiguration' it means, the empty login lacks its client id.
                "Test.onboarding.json:1:94: error: missing required key 'clientId' of an OAuth login; or say \"provider\": \"app\" for the app's own login screen [missing_required_field]",
            ])
    }

    /// Props whose spec is under another name of `onboardingConfiguration` are read as props, the
    /// name fixed by a fix-it; a spec with its own `slides` is not.
    @Test func propsUnderAnotherNameOfTheirConfigurationAreReadAsMeant() throws {
        func lowered(_ json: String) -> (spec: OnboardingSpec?, diagnostics: [Diagnostic]) {
            SpecLowering.lower(JSONParser.parse(SourceFile(path: "P.onboarding.json", text: json)).tree)
        }
        let props = lowered(#"{ "config": { "slides": [{ "id": "hi", "title": "Hi" }] } }"#)
        #expect(props.spec?.slides.map(\.pointer) == ["/config/slides/0"])
        #expect(props.diagnostics.map(\.message) == ["unknown key 'config'; did you mean 'onboardingConfiguration'?"])
        #expect(props.diagnostics.first?.fixIt?.replacement == #""onboardingConfiguration""#)

        let spec = lowered(#"{ "config": {}, "slides": [{ "title": "Hi" }] }"#)
        #expect(spec.spec?.slides.map(\.pointer) == ["/slides/0"])
        #expect(spec.diagnostics.map(\.ruleID) == ["unknown_key"])
    }

    @Test func propsWhoseConfigurationIsNotAnObjectAreOneError() {
        let checked = Pipeline.check(#"{ "onboardingConfiguration": [] }"#)
        #expect(checked.spec == nil)
        #expect(checked.diagnostics.map(\.message) == ["'onboardingConfiguration' must be an object, found array"])
    }

    @Test func loginConfigurationInASpecSuggestsLogin() throws {
        let diagnostics = Pipeline.check(#"{ "slides": [{ "title": "Hi" }], "loginConfiguration": { "clientId": "c" } }"#).diagnostics
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "unknown key 'loginConfiguration'; did you mean 'login'?")
        #expect(diagnostic.fixIt?.replacement == #""login""#)
    }

    /// `line:column pointer rule` of each finding of `props` but notes.
    private static func findings(_ props: String) -> [String] {
        Pipeline.check(props).diagnostics.filter { $0.severity != .note }.map { diagnostic in
            let start = diagnostic.range?.start
            return "\(start?.line ?? 0):\(start?.column ?? 0) \(diagnostic.pointer ?? "-") \(diagnostic.ruleID ?? "-")"
        }
    }
}
