import JSONSyntax
import OnboardingDiagnostics

/// Lowers a JSON syntax tree to the typed spec model.
///
/// Reports wrong types, unknown keys (with a suggestion), duplicate keys, missing required keys,
/// values outside their format and unknown spec versions, each at the exact key or value. A fault
/// inside a slide drops the slide with a warning naming it; everything else goes on.
///
/// The document is a spec, or the props object a React Native app passes to the onboarding
/// module, `{ "onboardingConfiguration": {...}, "loginConfiguration": {...} }`: its
/// `onboardingConfiguration` is the spec and its `loginConfiguration` the spec's login. Pointers
/// in the model and in diagnostics are the document's, such as `/onboardingConfiguration/slides/0`.
public enum SpecLowering {
    /// The most slides a spec may have by default: far beyond any onboarding, and the benchmarks' 100,000.
    public static let defaultMaximumSlideCount = 1_000_000

    /// Lowers `tree`; the spec is `nil` when the document is not a JSON object, or a props object
    /// whose `onboardingConfiguration` is not one.
    ///
    /// More than `maximumSlideCount` elements in `slides` is an error, and none of them is lowered.
    public static func lower(
        _ tree: JSONSyntaxTree, maximumSlideCount: Int = defaultMaximumSlideCount
    ) -> (spec: OnboardingSpec?, diagnostics: [Diagnostic]) {
        var diagnostics = BoundedDiagnostics(limit: nil)
        let spec = lower(tree, maximumSlideCount: maximumSlideCount, diagnostics: &diagnostics)
        return (spec, diagnostics.kept)
    }

    /// Lowers `tree`, adding its diagnostics to `diagnostics`, which keeps them up to its limit.
    public static func lower(
        _ tree: JSONSyntaxTree, maximumSlideCount: Int = defaultMaximumSlideCount, diagnostics: inout BoundedDiagnostics
    ) -> OnboardingSpec? {
        guard let root = tree.root else { return nil }
        var context = LoweringContext(source: tree.source, diagnostics: diagnostics)
        defer { diagnostics = context.diagnostics }
        guard root.kind == .object else {
            reportRootThatIsNoObject(root, in: tree.source, context: &context)
            return nil
        }
        if isReactNativeProps(root) {
            return lowerReactNativeProps(root, path: tree.source.path, maximumSlideCount: maximumSlideCount, context: &context)
        }
        return lowerSpec(root, pointer: "", path: tree.source.path, maximumSlideCount: maximumSlideCount, context: &context)
    }

    /// Whether `root` is the props object of the React Native module: it has an
    /// `onboardingConfiguration`, or, having no `slides`, an object under another name of that key
    /// (`config`), which the props' lowering reports with a fix-it.
    private static func isReactNativeProps(_ root: JSONValue) -> Bool {
        let configuration = ReactNativePropsField.onboardingConfiguration
        if root.firstMember(named: configuration.name) != nil { return true }
        guard root.firstMember(named: OnboardingSpecField.slides.name) == nil else { return false }
        let synonyms = ReactNativePropsField.shape.fields[configuration.rawValue].synonyms
        return synonyms.contains { root.firstMember(named: $0)?.value.kind == .object }
    }

    /// Reports that `root` is no object; an array of objects is most likely the slides, which a
    /// fix-it puts in the `slides` of a spec.
    private static func reportRootThatIsNoObject(_ root: JSONValue, in source: SourceFile, context: inout LoweringContext) {
        let message = "a spec must be a JSON object, found \(root.kind.name)"
        let elements = root.elements
        guard root.kind == .array, !elements.isEmpty, elements.allSatisfy({ $0.kind == .object }) else {
            context.report(.invalidType, message, at: root.range, pointer: "")
            return
        }
        let slides = String(decoding: source.bytes[root.range], as: UTF8.self)
        context.report(
            .invalidType, message + "; the slides go in its 'slides': { \"slides\": [...] }", at: root.range, pointer: "",
            fixIt: "{ \"slides\": " + slides + " }")
    }

    /// The spec name a file gets when the spec has no `name`: its file name without `.onboarding.json`.
    public static func defaultName(forPath path: String) -> String {
        var name = String(path.split(separator: "/").last ?? "")
        // A file system that ignores case may give `Intro.Onboarding.JSON`.
        for suffix in [SpecFormat.fileSuffix, ".json"] where name.lowercased().hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }

    /// Lowers the props object of the React Native module: the spec of `onboardingConfiguration`,
    /// with `loginConfiguration` as its login.
    private static func lowerReactNativeProps(
        _ root: JSONValue, path: String, maximumSlideCount: Int, context: inout LoweringContext
    ) -> OnboardingSpec? {
        let props = ShapeReader<ReactNativePropsField>(root, pointer: "", context: &context)
        guard let configuration = props.value(.onboardingConfiguration), configuration.kind == .object else { return nil }
        var spec = lowerSpec(
            configuration, pointer: props.pointer(.onboardingConfiguration), path: path, maximumSlideCount: maximumSlideCount,
            context: &context)
        guard let login = props.object(.loginConfiguration, as: LoginField.self, context: &context) else { return spec }
        if let nested = configuration.firstMember(named: OnboardingSpecField.login.name), let keyRange = props.keyRange(.loginConfiguration) {
            context.report(
                .duplicateKey, "the login is given twice, as 'loginConfiguration' and in 'onboardingConfiguration'; keep one of them",
                at: keyRange, pointer: props.pointer(.loginConfiguration),
                notes: [context.note("'login' of 'onboardingConfiguration' is given here", at: nested.keyRange)])
            return spec
        }
        spec.login = lowerLogin(login, context: &context)
        return spec
    }

    /// Lowers the spec whose keys are the members of `root`, at `pointer` in the document.
    private static func lowerSpec(
        _ root: JSONValue, pointer: String, path: String, maximumSlideCount: Int, context: inout LoweringContext
    ) -> OnboardingSpec {
        let reader = ShapeReader<OnboardingSpecField>(root, pointer: pointer, context: &context)
        var specVersion = 1
        if let version = reader.integer(.specVersion, context: &context) {
            if SpecFormat.supportedVersions.contains(version) {
                specVersion = version
            } else if let value = reader.value(.specVersion) {
                context.report(
                    .unsupportedSpecVersion,
                    "spec version \(version) is not supported; this onboardc reads version \(SpecFormat.supportedVersions.upperBound)",
                    at: value.range, pointer: reader.pointer(.specVersion))
            }
        }
        let name = reader.string(.name) ?? defaultName(forPath: path)
        var spec = OnboardingSpec(specVersion: specVersion, name: name, pointer: pointer)
        spec.theme = Theme(
            primaryColor: ColorPair(
                light: reader.color(.primaryColorLight, context: &context),
                dark: reader.color(.primaryColorDark, context: &context)),
            onPrimaryColor: ColorPair(
                light: reader.color(.onPrimaryColorLight, context: &context),
                dark: reader.color(.onPrimaryColorDark, context: &context)),
            isScrollEnabled: reader.bool(.isScrollEnabled) ?? true,
            isPageIndicatorHidden: reader.bool(.isPageIndicatorHidden) ?? false,
            isDismissible: reader.bool(.isDismissible) ?? false,
            showsSkipButton: reader.bool(.showsSkipButton) ?? false)

        if let slides = reader.value(.slides), slides.childCount > maximumSlideCount {
            // A limit, not a rule: it cannot be silenced or baselined.
            context.append(
                Diagnostic(
                    .error, "'slides' has \(slides.childCount) elements, more than the limit of \(maximumSlideCount)",
                    at: context.source.range(slides.range.lowerBound..<slides.range.lowerBound + 1), pointer: reader.pointer(.slides)))
        } else {
            let slides = reader.array(.slides)
            spec.slides.reserveCapacity(slides.count)
            for (position, (element, pointer)) in slides.enumerated() {
                SlideLowering.lower(element, position: position, pointer: pointer, into: &spec, context: &context)
            }
        }
        spec.paywalls = reader.objects(.paywalls, as: PaywallField.self, context: &context).compactMap { lowerPaywall($0, context: &context) }
        spec.login = reader.object(.login, as: LoginField.self, context: &context).flatMap { lowerLogin($0, context: &context) }
        spec.completion = Completion(storageKey: "\(name).onboardingCompleted")
        if let completion = reader.object(.completion, as: CompletionField.self, context: &context) {
            spec.completion = Completion(
                storageKey: completion.string(.storageKey) ?? spec.completion.storageKey,
                scope: completion.enumeration(.scope, as: Completion.Scope.self, context: &context) ?? .once)
        }
        if let audio = reader.object(.backgroundAudio, as: BackgroundAudioField.self, context: &context), let audioName = audio.string(.name),
            let format = audio.enumeration(.format, as: BackgroundAudio.Format.self, context: &context)
        {
            spec.backgroundAudio = BackgroundAudio(name: audioName, format: format)
        }
        if let button = reader.object(.nextButton, as: NextButtonField.self, context: &context) {
            spec.nextButton = NextButton(
                title: button.string(.title), video: button.string(.video), maskImage: button.string(.maskImage),
                pressedImage: button.string(.pressedImage), height: button.number(.height, context: &context),
                captions: button.captions(.captions, context: &context))
            if button.value(.video) == nil, let captions = button.keyRange(.captions) {
                context.report(
                    .inapplicableKey, "'captions' applies to a button with a 'video', and this one has none", at: captions,
                    pointer: button.pointer(.captions))
            }
        }
        spec.whatsNew = reader.objects(.whatsNew, as: WhatsNewField.self, context: &context).compactMap { lowerWhatsNew($0, context: &context) }
        if let lint = reader.object(.lint, as: LintDirectivesField.self, context: &context) {
            spec.disabledRules = lint.strings(.disable, context: &context)
        }
        if let localization = reader.object(.localization, as: LocalizationField.self, context: &context) {
            spec.localization = lowerLocalization(localization, specName: name, context: &context)
        }
        if let analytics = reader.object(.analytics, as: AnalyticsField.self, context: &context), let prefix = analytics.string(.eventPrefix) {
            spec.analyticsEventPrefix = prefix
        }
        spec.variants = reader.entries(.variants, as: VariantField.self, context: &context).map { name, _, variant in
            lowerVariant(variant, named: name, context: &context)
        }
        return spec
    }

    private static func lowerVariant(_ reader: ShapeReader<VariantField>, named name: String, context: inout LoweringContext) -> Variant {
        let overrides = reader.entries(.overrides, as: VariantTextsField.self, context: &context).map { slideID, _, texts in
            Variant.Override(
                slideID: slideID, title: texts.string(.title), boldTitle: texts.string(.boldTitle), subtitle: texts.string(.subtitle),
                buttonTitle: texts.string(.buttonTitle), pointer: texts.pointer)
        }
        return Variant(
            name: name, slideIDs: reader.strings(.slides, context: &context),
            weight: reader.integer(.weight, context: &context) ?? Variant.defaultWeight, overrides: overrides, pointer: reader.pointer)
    }

    private static func lowerPaywall(_ reader: ShapeReader<PaywallField>, context: inout LoweringContext) -> Paywall? {
        let trigger = reader.trigger(.trigger, context: &context)
        let presentation = reader.enumeration(.presentation, as: Paywall.Presentation.self, synonyms: Paywall.Presentation.synonyms, context: &context)
        let provider = reader.enumeration(.provider, as: Paywall.Provider.self, context: &context)
        let products = reader.objects(.products, as: ProductField.self, context: &context).compactMap { product -> Product? in
            guard let id = product.string(.id), let productID = product.string(.productId) else { return nil }
            return Product(id: id, productID: productID)
        }
        let termsURL = reader.httpsURL(.termsURL, context: &context)
        let privacyURL = reader.httpsURL(.privacyURL, context: &context)
        guard let placement = reader.string(.placement) else { return nil }
        return Paywall(
            placement: placement, trigger: trigger ?? .afterOnboarding, presentation: presentation ?? .sheet,
            provider: provider ?? .storeKit2, products: products, entitlement: reader.string(.entitlement),
            isSkippable: reader.bool(.skippable) ?? true, termsURL: termsURL, privacyURL: privacyURL, pointer: reader.pointer)
    }

    private static func lowerLogin(_ reader: ShapeReader<LoginField>, context: inout LoweringContext) -> Login? {
        let named = reader.enumeration(.provider, as: Login.Provider.self, context: &context)
        // A provider that names none is reported; what the login then needs is unknown, so say no more.
        let providerIsUnknown = named == nil && reader.value(.provider) != nil
        let provider = named ?? .oauth
        let loginURL = reader.httpsURL(.loginURL, context: &context)
        let mode = reader.enumeration(.mode, as: Login.Mode.self, synonyms: Login.Mode.synonyms, context: &context)
        let trigger = reader.trigger(.trigger, allowsAfterCompletion: true, context: &context)
        // The React Native module's Android app version is checked as its props give it, and not used.
        _ = reader.integer(.appVersionCode, context: &context)
        if provider == .app {
            for key in [LoginField.clientId, .loginURL, .redirectURIScheme, .bundleId] {
                guard let range = reader.keyRange(key) else { continue }
                context.report(
                    .inapplicableKey, "'\(key.name)' applies to an OAuth login, and this login is the app's own screen (\"provider\": \"app\")",
                    at: range, pointer: reader.pointer(key))
            }
        }
        let login = Login(
            provider: provider, clientID: provider == .oauth ? reader.string(.clientId) : nil, loginURL: loginURL ?? Login.defaultLoginURL,
            redirectURIScheme: reader.uriScheme(.redirectURIScheme, context: &context), bundleID: reader.uriScheme(.bundleId, context: &context),
            mode: mode ?? .signIn,
            isRequired: reader.bool(.isRequired) ?? true, trigger: trigger ?? .afterOnboarding, pointer: reader.pointer)
        guard provider == .oauth, !providerIsUnknown else { return providerIsUnknown ? nil : login }
        if login.clientID == nil {
            context.report(
                .missingRequiredField, "missing required key 'clientId' of an OAuth login; or say \"provider\": \"app\" for the app's own login screen",
                at: reader.range.lowerBound..<reader.range.lowerBound + 1, pointer: reader.pointer)
            return nil
        }
        if login.redirectURI == nil, reader.value(.redirectURIScheme) == nil, reader.value(.bundleId) == nil {
            context.report(
                .missingRequiredField, "missing required key 'redirectURIScheme' or 'bundleId' to derive the redirect URI",
                at: reader.range.lowerBound..<reader.range.lowerBound + 1, pointer: reader.pointer)
        }
        return login
    }

    private static func lowerWhatsNew(_ reader: ShapeReader<WhatsNewField>, context: inout LoweringContext) -> WhatsNewEntry? {
        let version = reader.semanticVersion(.version, context: &context)
        let features = reader.objects(.features, as: WhatsNewFeatureField.self, context: &context).enumerated().compactMap {
            position, feature -> WhatsNewEntry.Feature? in
            guard let title = feature.string(.title) else { return nil }
            let image = feature.string(.image)
            if image != nil, let symbol = feature.keyRange(.systemImage) {
                context.report(
                    .inapplicableKey, "'systemImage' applies to a feature without an 'image', and this one shows its image; remove one of them",
                    at: symbol, pointer: feature.pointer(.systemImage))
            }
            return WhatsNewEntry.Feature(
                id: feature.string(.id) ?? WhatsNewEntry.Feature.defaultID(position: position), image: image,
                systemImage: image == nil ? feature.string(.systemImage) : nil, title: title, subtitle: feature.string(.subtitle))
        }
        func action(_ key: WhatsNewField, context: inout LoweringContext) -> WhatsNewEntry.Action? {
            guard let action = reader.object(key, as: WhatsNewActionField.self, context: &context) else { return nil }
            let url = action.httpsURL(.url, context: &context)
            return action.string(.title).map { WhatsNewEntry.Action(title: $0, url: url) }
        }
        let primary = action(.primaryAction, context: &context)
        let secondary = action(.secondaryAction, context: &context)
        let minimumChange = reader.enumeration(.minimumChange, as: VersionChange.self, context: &context)
        guard let version, let title = reader.string(.title) else { return nil }
        return WhatsNewEntry(
            version: version, title: title, showOnFreshInstall: reader.bool(.showOnFreshInstall) ?? false,
            minimumChange: minimumChange ?? .patch, features: features, primaryAction: primary, secondaryAction: secondary,
            pointer: reader.pointer)
    }
}
