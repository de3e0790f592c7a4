import OnboardingSemantics
import OnboardingModel

/// Random but valid specs: random ids and texts from the whole of Unicode, astral planes included,
/// random branch graphs that are always acyclic, paywalls, products, login and what's new.
package struct RoundTripSpecGenerator {
    var generator: SeededRandomNumbers

    /// One generated spec with the texts the generated code must give back, in program order.
    package struct GeneratedSpec {
        package var name: String
        package var model: JSONModel
        /// The lines the round-trip program prints, as `utf8Hex` of each text (`~` for none).
        package var expectedLines: [String]
        package var hasPlacements: Bool
        package var hasProducts: Bool
        package var hasChoices: Bool
        package var hasLogin: Bool
        package var hasWhatsNew: Bool

        /// Swift source that prints `expectedLines` from the generated code.
        package var roundTripProgram: String {
            RoundTripSpecGenerator.roundTripProgram(
                typeName: name + "Onboarding", placements: hasPlacements, products: hasProducts, choices: hasChoices, login: hasLogin,
                whatsNew: hasWhatsNew)
        }
    }

    package init(seed: UInt64) {
        generator = SeededRandomNumbers(seed: seed)
    }

    // MARK: Text

    /// A random scalar from across Unicode: ASCII (quotes and backslashes included), Latin,
    /// other BMP scripts, combining marks, controls, right-to-left text, the astral planes.
    mutating func scalar() -> Unicode.Scalar {
        while true {
            let value: UInt32
            switch Int.random(in: 0..<12, using: &generator) {
            case 0...2: value = UInt32.random(in: 0x20...0x7E, using: &generator)
            case 3: value = UInt32.random(in: 0x00...0x1F, using: &generator)
            case 4: value = UInt32.random(in: 0xA0...0x24F, using: &generator)
            case 5: value = UInt32.random(in: 0x300...0x36F, using: &generator)
            case 6: value = UInt32.random(in: 0x590...0x6FF, using: &generator)
            case 7: value = [0x200B, 0x200D, 0x200E, 0x202E, 0x2028, 0x2066, 0xFEFF, 0xFFFE, 0xFFFF][Int.random(in: 0..<9, using: &generator)]
            case 8: value = UInt32.random(in: 0x1F300...0x1FAFF, using: &generator)
            case 9: value = UInt32.random(in: 0x10000...0x10FFFF, using: &generator)
            default: value = UInt32.random(in: 0x80...0xFFFF, using: &generator)
            }
            if let scalar = Unicode.Scalar(value) { return scalar }
        }
    }

    mutating func text(maximumLength: Int = 12) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...maximumLength, using: &generator) { scalars.append(scalar()) }
        return String(scalars)
    }

    /// A random id whose Swift name is new in `names` (and recorded there).
    ///
    /// The text is random across Unicode; a short ASCII word is mixed in now and then so that
    /// ids often read as ids. An id that gives no name, a taken name or a reserved one is drawn again.
    mutating func id(unique names: inout Set<String>, ids: inout Set<String>, type: Bool = false) -> String {
        while true {
            var id = text(maximumLength: 8)
            if Bool.random(using: &generator) {
                id += ["-", "_", " ", ""][Int.random(in: 0..<4, using: &generator)] + ["intro", "Finale", "ID", "step2", "é", "日本"][Int.random(in: 0..<6, using: &generator)]
            }
            guard !ids.contains(id), let name = type ? SwiftNaming.typeName(from: id) : SwiftNaming.caseName(from: id),
                !SpecValidator.reservedCaseNames.contains(name), !names.contains(name)
            else { continue }
            names.insert(name)
            ids.insert(id)
            return id
        }
    }

    // MARK: Specs

    /// A random valid spec named `name`.
    package mutating func spec(name: String) -> GeneratedSpec {
        var top: [(key: String, value: JSONModel)] = [("name", .string(name))]
        var expected = [utf8Hex(name)]

        // Slides: ids unique as Swift cases; choice slides unique as option enum types as well.
        let count = Int.random(in: 1...10, using: &generator)
        var caseNames: Set<String> = []
        var typeNames: Set<String> = []
        var slideIDs: Set<String> = []
        var ids: [String] = []
        var kinds: [Bool] = []
        for _ in 0..<count {
            let isChoice = Int.random(in: 0..<3, using: &generator) == 0
            var id = self.id(unique: &caseNames, ids: &slideIDs)
            while isChoice, let typeName = SwiftNaming.typeName(from: id), typeNames.contains(typeName + "Option") {
                id = self.id(unique: &caseNames, ids: &slideIDs)
            }
            if isChoice, let typeName = SwiftNaming.typeName(from: id) { typeNames.insert(typeName + "Option") }
            ids.append(id)
            kinds.append(isChoice)
        }

        var slides: [JSONModel] = []
        var slideLines: [String] = []
        var optionIDs: [String] = []
        for (index, id) in ids.enumerated() {
            var members: [(key: String, value: JSONModel)] = [("id", .string(id))]
            var line = [utf8Hex(id)]
            for key in ["title", "boldTitle", "subtitle", "buttonTitle", "screenName"] {
                if Bool.random(using: &generator) {
                    let text = self.text()
                    members.append((key, .string(text)))
                    line.append(utf8Hex(text))
                } else {
                    line.append("~")
                }
            }
            // A DAG: every branch goes forward or ends.
            func target() -> JSONModel {
                let later = ids.indices.filter { $0 > index }
                if later.isEmpty || Int.random(in: 0..<4, using: &generator) == 0 { return .null }
                return .string(ids[later.randomElement(using: &generator)!])
            }
            if Int.random(in: 0..<3, using: &generator) == 0 { members.append(("next", target())) }
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                let label = self.text()
                members.append(("staticIllustration", .object([("iosAssetName", .string(self.text())), ("accessibilityLabel", .string(label))])))
                line.append(utf8Hex(label))
            case 1:
                let label = self.text()
                members.append((
                    "animatedIllustration",
                    .object([
                        ("fileName", .string(self.text(maximumLength: 4) + [".json", ".lottie", ".gif"][Int.random(in: 0..<3, using: &generator)])),
                        ("loopMode", .string(["loop", "playOnce", "autoReverse"][Int.random(in: 0..<3, using: &generator)])),
                        ("loopFrameStart", .number(String(Int.random(in: 0...Int(Int32.max), using: &generator)))),
                        ("loopFrameEnd", .number(["0", "-0", "1e3", "2147483647", "12.0"][Int.random(in: 0..<5, using: &generator)])),
                        ("accessibilityLabel", .string(label)),
                    ] + (Bool.random(using: &generator) ? [("reduceMotion", .object([("iosAssetName", .string(self.text()))]))] : []))))
                line.append(utf8Hex(label))
            default:
                line.append("~")
            }
            if Bool.random(using: &generator) {
                members.append(("backgroundImage", .object([("iosAssetName", .string(self.text())), ("tintColor", .string(color()))])))
            }
            if Int.random(in: 0..<4, using: &generator) == 0 {
                members.append((
                    "backgroundVideo",
                    .object([
                        ("name", .string(self.text())), ("extension", .string("mov")),
                        ("gravity", .string(["resizeAspectFill", "resizeAspect", "resize"][Int.random(in: 0..<3, using: &generator)])),
                        ("loop", .bool(Bool.random(using: &generator))),
                    ] + randomMotionAndCaptions())))
            }
            if Int.random(in: 0..<5, using: &generator) == 0 {
                members.append(("videoGrid", .array((0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    var cell: [(key: String, value: JSONModel)] = [("video", .string(self.text())), ("cover", .string(self.text()))]
                    if Bool.random(using: &generator) { cell.append(("accessibilityLabel", .string(self.text()))) }
                    return .object(cell)
                })))
            }
            if Int.random(in: 0..<6, using: &generator) == 0 {
                members.append((
                    "videoGridLayout",
                    .object([
                        ("itemWidth", .number(["0", "150.5", "1e-3", "10000"][Int.random(in: 0..<4, using: &generator)])),
                        ("itemHeight", .number(String(Int.random(in: 0...10_000, using: &generator)))),
                    ])))
            }
            for key in ["backgroundColorLight", "backgroundColorDark", "titleColorLight", "titleColorDark"]
            where Int.random(in: 0..<6, using: &generator) == 0 {
                members.append((key, .string(color())))
            }
            if kinds[index] {
                members.append(("kind", .string("choice")))
                var optionNames: Set<String> = []
                var ownIDs: Set<String> = []
                var options: [JSONModel] = []
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let optionID = self.id(unique: &optionNames, ids: &ownIDs)
                    let title = self.text()
                    var option: [(key: String, value: JSONModel)] = [("id", .string(optionID)), ("title", .string(title))]
                    var optionLine = "option " + utf8Hex(optionID) + " " + utf8Hex(title)
                    if Bool.random(using: &generator) {
                        let emoji = String(scalar())
                        option.append(("emoji", .string(emoji)))
                        optionLine += " " + utf8Hex(emoji)
                    } else {
                        optionLine += " ~"
                    }
                    if Bool.random(using: &generator) { option.append(("next", target())) }
                    options.append(.object(option))
                    optionIDs.append(optionID)
                    line.append(optionLine)
                }
                members.append(("choices", .array(options)))
                members.append(("continueRequiresSelection", .bool(Bool.random(using: &generator))))
            }
            members.shuffle(using: &generator)
            slides.append(.object(members))
            slideLines.append(line.joined(separator: " "))
        }
        top.append(("slides", .array(slides)))
        expected += slideLines

        // Paywalls and products, placements and product ids unique as Swift cases.
        var placementNames: Set<String> = []
        var placementIDs: Set<String> = []
        var productNames: Set<String> = []
        var productIDs: Set<String> = []
        var paywalls: [JSONModel] = []
        var placementLines: [String] = []
        var productLines: [String] = []
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            let placement = id(unique: &placementNames, ids: &placementIDs)
            placementLines.append("placement " + utf8Hex(placement))
            var paywall: [(key: String, value: JSONModel)] = [("placement", .string(placement))]
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: paywall.append(("trigger", .string("afterOnboarding")))
            case 1: paywall.append(("trigger", .object([("afterSlide", .string(ids.randomElement(using: &generator)!))])))
            default:
                if let option = optionIDs.randomElement(using: &generator) {
                    paywall.append(("trigger", .object([("afterChoice", .string(option))])))
                }
            }
            var products: [JSONModel] = []
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                let product = id(unique: &productNames, ids: &productIDs)
                let storeID = text()
                products.append(.object([("id", .string(product)), ("productId", .string(storeID))]))
                productLines.append("product " + utf8Hex(product) + " " + utf8Hex(storeID))
            }
            paywall.append(("products", .array(products)))
            paywall.append(("presentation", .string(Bool.random(using: &generator) ? "sheet" : "fullScreenCover")))
            paywall.append(("provider", .string(Bool.random(using: &generator) ? "storeKit2" : "revenueCat")))
            if Bool.random(using: &generator) { paywall.append(("entitlement", .string(text()))) }
            paywalls.append(.object(paywall))
        }
        if !paywalls.isEmpty { top.append(("paywalls", .array(paywalls))) }
        expected += placementLines + productLines

        let hasLogin = Bool.random(using: &generator)
        if hasLogin {
            let clientID = text()
            top.append(("login", .object([("clientId", .string(clientID)), ("redirectURIScheme", .string("app" + String(Int.random(in: 0...99, using: &generator))))])))
            expected.append("login " + utf8Hex(clientID))
        } else {
            expected.append("login ~")
        }
        let storageKey = text()
        top.append(("completion", .object([("storageKey", .string(storageKey)), ("scope", .string(Bool.random(using: &generator) ? "once" : "perVersion"))])))
        expected.append("completion " + utf8Hex(storageKey))
        if Bool.random(using: &generator) {
            top.append(("nextButton", .object([("title", .string(text())), ("height", .number(["44", "0", "10000", "-0", "1e2", "0.5", "-1e-400"][Int.random(in: 0..<7, using: &generator)]))])))
        }
        for key in ["primaryColorLight", "primaryColorDark", "onPrimaryColorLight", "onPrimaryColorDark"] where Bool.random(using: &generator) {
            top.append((key, .string(color())))
        }
        for key in ["isScrollEnabled", "isPageIndicatorHidden", "isDismissible", "showsSkipButton"] where Bool.random(using: &generator) {
            top.append((key, .bool(Bool.random(using: &generator))))
        }
        var versions: Set<String> = []
        var entries: [JSONModel] = []
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            let version = "\(Int.random(in: 0...20, using: &generator)).\(Int.random(in: 0...20, using: &generator)).\(Int.random(in: 0...20, using: &generator))"
            guard versions.insert(version).inserted else { continue }
            let title = text()
            entries.append(.object([
                ("version", .string(version)), ("title", .string(title)),
                ("features", .array([.object([("systemImage", .string("star")), ("title", .string(text()))])])),
                ("primaryAction", .object([("title", .string(text())), ("url", .string("https://example.com/" + String(Int.random(in: 0...9, using: &generator))))])),
            ]))
            expected.append("whatsNew " + utf8Hex(version) + " " + utf8Hex(title))
        }
        if !entries.isEmpty { top.append(("whatsNew", .array(entries))) }
        if Bool.random(using: &generator) { top.append(("specVersion", .number(["1", "1.0", "1e0", "10e-1"][Int.random(in: 0..<4, using: &generator)]))) }
        top.shuffle(using: &generator)
        return GeneratedSpec(
            name: name, model: .object(top), expectedLines: expected, hasPlacements: !placementLines.isEmpty,
            hasProducts: !productLines.isEmpty, hasChoices: kinds.contains(true), hasLogin: hasLogin, hasWhatsNew: !entries.isEmpty)
    }

    /// A background video's still image for Reduce Motion and its captions, each there or not.
    mutating func randomMotionAndCaptions() -> [(key: String, value: JSONModel)] {
        var members: [(key: String, value: JSONModel)] = []
        if Bool.random(using: &generator) { members.append(("reduceMotion", .object([("iosAssetName", .string(text()))]))) }
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: members.append(("captions", .string("none")))
        case 1: members.append(("captions", .string("captions-\(Int.random(in: 0..<100, using: &generator)).vtt")))
        default: break
        }
        return members
    }

    mutating func color() -> String {
        let digits = Array("0123456789abcdefABCDEF")
        let length = Bool.random(using: &generator) ? 6 : 8
        return "#" + String((0..<length).map { _ in digits.randomElement(using: &generator)! })
    }

    /// Swift source that prints, for the generated type `typeName`, the lines `GeneratedSpec.expectedLines` lists.
    /// The enums of placements and products have raw values only when they have cases; a slide's
    /// options, the paywalls, the login and what's new are declared only for a spec that has them.
    package static func roundTripProgram(typeName: String, placements: Bool, products: Bool, choices: Bool, login: Bool, whatsNew: Bool) -> String {
        """
        do {
            typealias T = \(typeName)
            func hex(_ text: String?) -> String { text.map(utf8Hex) ?? "~" }
            func hex(_ text: T.LocalizedText?) -> String { hex(text?.defaultValue) }
            print(utf8Hex(T.name))
            for id in T.SlideID.allCases {
                let slide = T.slide(id)
                \(choices ? "var" : "let") line = [hex(id.rawValue), hex(slide.title), hex(slide.boldTitle), hex(slide.subtitle), hex(slide.buttonTitle), hex(slide.screenName), hex(slide.illustration?.accessibilityLabel)]
                \(choices ? #"for option in slide.options { line.append("option " + hex(option.id) + " " + hex(option.title) + " " + hex(option.emoji)) }"# : "")
                print(line.joined(separator: " "))
            }
            \(placements ? #"for placement in T.PaywallPlacement.allCases { print("placement " + hex(placement.paywall.placement.rawValue)) }"# : "")
            \(products ? #"for product in T.Product.allCases { print("product " + hex(product.rawValue) + " " + hex(product.productID)) }"# : "")
            \(login ? #"let clientID: String? = if case .oauth(let clientID, _, _) = T.login.provider { clientID } else { nil }"# : "let clientID: String? = nil")
            print("login " + hex(clientID))
            print("completion " + hex(T.completion.storageKey))
            \(whatsNew ? #"for entry in T.whatsNew { print("whatsNew " + hex(entry.version) + " " + hex(entry.title)) }"# : "")
        }

        """
    }
}
