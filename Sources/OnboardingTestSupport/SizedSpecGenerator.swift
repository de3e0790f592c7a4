/// Writes valid onboarding specs of any size, the same text for the same seed.
///
/// The benchmark measures the compiler on its specs, and tests can use it as a source of valid
/// input of any size. A generated spec uses every part of the format: pages with background
/// images, still and Lottie illustrations, background videos and video grids, choice slides whose
/// options branch to finales that end the flow with `"next": null`, paywalls triggered after the
/// onboarding, after a slide and after an option, a login, what's-new screens, and long texts in
/// many scripts with emoji, escapes and line breaks.
///
/// Every spec validates with no error: ids are unique and give distinct Swift identifiers, every
/// `next` and trigger names an existing slide or option, every slide is reachable from the first,
/// and every edge of the flow leads forward, so there is no cycle. Titles are unique and no longer
/// than 40 characters, subtitles no longer than 120, and every image and video has an accessibility
/// label, so that the spec is also what the default lint rules call clean.
///
/// ## Shape
///
/// The slides come in chapters: a few pages, then a choice slide whose options lead to the next
/// chapter, to a detour page that rejoins the next chapter, and to a finale that ends the flow.
/// Slides left over at the end are pages, the last one a finale.
package struct SizedSpecGenerator: Sendable {
    /// The number of slides in the spec.
    package var slideCount: Int
    /// The seed of the random choices; the same seed gives the same text.
    package var seed: UInt64
    /// The spec's `name`, the prefix of the generated Swift types.
    package var name: String

    package init(slideCount: Int, seed: UInt64 = 1, name: String = "Generated") {
        precondition(slideCount >= 1, "a spec needs at least one slide")
        self.slideCount = slideCount
        self.seed = seed
        self.name = name
    }

    /// The spec as JSON text, pretty-printed with two spaces as people write specs.
    package func json() -> String {
        var writer = Writer(generator: self)
        writer.writeSpec()
        return writer.output
    }

    /// The spec as UTF-8 bytes.
    package func bytes() -> [UInt8] {
        Array(json().utf8)
    }

    /// The number of paywalls a spec of `slideCount` slides gets: one per 500 slides, at least one.
    package static func paywallCount(forSlideCount slideCount: Int) -> Int {
        max(1, slideCount / 500)
    }

    /// The number of what's-new screens: one per 2,000 slides, at least one.
    package static func whatsNewCount(forSlideCount slideCount: Int) -> Int {
        max(1, slideCount / 2_000)
    }
}

// MARK: - Layout

extension SizedSpecGenerator {
    /// What a slide is, decided before any text is written so that `next` can name later slides.
    enum Role {
        case page
        /// A choice slide; its options lead to `continuation`, to `detour` and to `finale`.
        case choice(chapter: Int, continuation: Int?, detour: Int, finale: Int)
        /// A page reached from one option of a choice, rejoining the flow at `rejoin` (or ending it).
        case detour(rejoin: Int?)
        /// The last slide of a branch: `"next": null`.
        case finale
    }

    /// The role of every slide, in order.
    func layout() -> [Role] {
        var random = SeededRandomNumbers(seed: seed ^ 0x5EED)
        var roles: [Role] = []
        roles.reserveCapacity(slideCount)
        var chapter = 0
        while true {
            let pages = Int.random(in: 2...6, using: &random)
            guard slideCount - roles.count >= pages + 3 else { break }
            roles.append(contentsOf: repeatElement(.page, count: pages))
            let choice = roles.count
            let next = choice + 3 < slideCount ? choice + 3 : nil
            roles.append(.choice(chapter: chapter, continuation: next, detour: choice + 1, finale: choice + 2))
            roles.append(.detour(rejoin: next))
            roles.append(.finale)
            chapter += 1
        }
        while roles.count < slideCount {
            roles.append(roles.count == slideCount - 1 ? .finale : .page)
        }
        return roles
    }
}

// MARK: - Writing

extension SizedSpecGenerator {
    private struct Writer {
        let generator: SizedSpecGenerator
        let roles: [Role]
        var random: SeededRandomNumbers
        var output = ""

        init(generator: SizedSpecGenerator) {
            self.generator = generator
            self.roles = generator.layout()
            self.random = SeededRandomNumbers(seed: generator.seed)
            // About 400 bytes a slide; reserving avoids copying the text as it grows.
            output.reserveCapacity(generator.slideCount * 450 + 4_096)
        }

        // MARK: Ids

        func slideID(_ index: Int) -> String {
            "\(Texts.idWords[index % Texts.idWords.count])-\(index + 1)"
        }

        func optionID(_ option: Int, chapter: Int) -> String {
            "\(Texts.optionWords[option])-\(chapter + 1)"
        }

        // MARK: Spec

        mutating func writeSpec() {
            output += "{\n"
            member("$schema", string: "onboarding.schema.json", indent: 1)
            member("specVersion", raw: "1", indent: 1)
            member("name", string: generator.name, indent: 1)
            member("primaryColorLight", string: "#1B5E20FF", indent: 1)
            member("primaryColorDark", string: "#81C784FF", indent: 1)
            member("onPrimaryColorLight", string: "#FFFFFFFF", indent: 1)
            member("onPrimaryColorDark", string: "#0B2E0DFF", indent: 1)
            member("isScrollEnabled", raw: "true", indent: 1)
            member("showsSkipButton", raw: "true", indent: 1)
            output += "  \"slides\": [\n"
            for index in roles.indices {
                writeSlide(index)
                output += index == roles.count - 1 ? "\n" : ",\n"
            }
            output += "  ],\n"
            writePaywalls()
            output += """
                  "login": {
                    "clientId": "9473D73C-C20F-4971-9E10-D957C563FA68",
                    "loginURL": "https://login.example.com/authorize",
                    "redirectURIScheme": "com.example.onboarding",
                    "trigger": { "afterSlide": \(Self.quoted(slideID(loginSlide))) }
                  },
                  "completion": { "storageKey": "generated.onboarding.completed", "scope": "perVersion" },
                  "backgroundAudio": { "name": "CelestialOdyssey", "format": "m4a" },
                  "nextButton": { "title": "Continue", "height": 56 },

                """
            writeWhatsNew()
            output += "}\n"
        }

        /// The slide after which the login is due: a page near the middle.
        var loginSlide: Int {
            roles.indices.first { $0 >= roles.count / 2 && isPage($0) } ?? 0
        }

        func isPage(_ index: Int) -> Bool {
            if case .page = roles[index] { return true }
            return false
        }

        // MARK: Slides

        mutating func writeSlide(_ index: Int) {
            output += "    {\n"
            member("id", string: slideID(index), indent: 3)
            switch roles[index] {
            case .page:
                writePageContent(index)
            case .choice(let chapter, let continuation, let detour, let finale):
                member("kind", string: "choice", indent: 3)
                writeTexts(index)
                output += "      \"choices\": [\n"
                let targets = [continuation, detour, finale]
                for (option, target) in targets.enumerated() {
                    output += "        { \"id\": \(Self.quoted(optionID(option, chapter: chapter)))"
                    output += ", \"title\": \(Self.quoted(Texts.optionTitles[option]))"
                    output += ", \"emoji\": \(Self.quoted(Texts.optionEmoji[option]))"
                    output += ", \"next\": \(target.map { Self.quoted(slideID($0)) } ?? "null") }"
                    output += option == targets.count - 1 ? "\n" : ",\n"
                }
                output += "      ],\n"
                member("continueRequiresSelection", raw: "true", indent: 3)
            case .detour(let rejoin):
                writePageContent(index)
                member("next", raw: rejoin.map { Self.quoted(slideID($0)) } ?? "null", indent: 3)
            case .finale:
                writePageContent(index)
                member("buttonTitle", string: Texts.buttonTitles[index % Texts.buttonTitles.count], indent: 3)
                member("next", raw: "null", indent: 3)
            }
            // The last member has no comma; every writer above ends its line with one.
            output += "      \"screenName\": \(Self.quoted("onboarding_\(index + 1)"))\n"
            output += "    }"
        }

        /// Title, subtitle and media of a page, in one of five layouts.
        mutating func writePageContent(_ index: Int) {
            writeTexts(index)
            let asset = Texts.assetWords[index % Texts.assetWords.count]
            let titledAsset = Texts.capitalizedAssetWords[index % Texts.assetWords.count]
            let label = Texts.labels[Int.random(in: 0..<Texts.labels.count, using: &random)]
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                output += "      \"backgroundImage\": { \"iosAssetName\": \(Self.quoted("background-\(asset)"))"
                output += Bool.random(using: &random) ? ", \"tintColor\": \"#0098FFCC\" },\n" : " },\n"
                output += "      \"staticIllustration\": { \"iosAssetName\": \(Self.quoted("\(asset)-\(index + 1)")), "
                output += "\"accessibilityLabel\": \(Self.quoted(label)) },\n"
            case 1:
                let file = Bool.random(using: &random) ? "\(asset).json" : "\(asset).lottie"
                output += "      \"animatedIllustration\": {\n"
                member("fileName", string: file, indent: 4)
                member("loopMode", string: ["loop", "playOnce", "autoReverse"][index % 3], indent: 4)
                member("loopFrameStart", raw: "\(index % 60)", indent: 4)
                member("loopFrameEnd", raw: "\(index % 60 + 120)", indent: 4)
                output += "        \"accessibilityLabel\": \(Self.quoted(label))\n      },\n"
            case 2:
                output += "      \"backgroundVideo\": {\n"
                member("name", string: "\(titledAsset)Loop\(index % 7)", indent: 4)
                member("extension", string: "mp4", indent: 4)
                member("gravity", string: ["resizeAspectFill", "resizeAspect", "resize"][index % 3], indent: 4)
                member("loop", raw: "true", indent: 4)
                output += "        \"accessibilityLabel\": \(Self.quoted(label))\n      },\n"
            case 3:
                output += "      \"backgroundVideo\": { \"name\": \(Self.quoted("\(titledAsset)Ambient")), "
                output += "\"accessibilityLabel\": \(Self.quoted(label)) },\n"
                output += "      \"videoGrid\": [\n"
                let cells = Int.random(in: 2...4, using: &random)
                for cell in 0..<cells {
                    output += "        { \"video\": \(Self.quoted("Clip\(cell + 1)\(titledAsset)")), "
                    output += "\"cover\": \(Self.quoted("Cover\(cell + 1)\(titledAsset)")), "
                    output += "\"accessibilityLabel\": \(Self.quoted(Texts.labels[(index + cell) % Texts.labels.count])) }"
                    output += cell == cells - 1 ? "\n" : ",\n"
                }
                output += "      ],\n"
            default:
                output += "      \"staticIllustration\": { \"iosAssetName\": \(Self.quoted("\(asset)-illustration")), "
                output += "\"accessibilityLabel\": \(Self.quoted(label)) },\n"
            }
        }

        /// A unique title of at most 40 characters and a subtitle of at most 120, in some script.
        mutating func writeTexts(_ index: Int) {
            let language = Int.random(in: 0..<Texts.titles.count, using: &random)
            let titles = Texts.titles[language]
            let subtitles = Texts.subtitles[language]
            member("title", string: "\(titles[index % titles.count]) \(index + 1)", indent: 3)
            if index % 7 == 3 {
                member("boldTitle", string: Texts.boldTitles[index % Texts.boldTitles.count], indent: 3)
            }
            member("subtitle", string: subtitles[Int.random(in: 0..<subtitles.count, using: &random)], indent: 3)
        }

        // MARK: Paywalls and what's new

        mutating func writePaywalls() {
            let count = SizedSpecGenerator.paywallCount(forSlideCount: roles.count)
            let pages = roles.indices.filter(isPage)
            let choices: [(slide: Int, chapter: Int)] = roles.indices.compactMap { index in
                if case .choice(let chapter, _, _, _) = roles[index] { return (index, chapter) }
                return nil
            }
            output += "  \"paywalls\": [\n"
            for paywall in 0..<count {
                let trigger: String
                if paywall == 0 {
                    trigger = "\"afterOnboarding\""
                } else if paywall % 2 == 1 || choices.isEmpty {
                    let slide = pages.isEmpty ? 0 : pages[paywall * pages.count / count]
                    trigger = "{ \"afterSlide\": \(Self.quoted(slideID(slide))) }"
                } else {
                    let choice = choices[paywall * choices.count / count]
                    trigger = "{ \"afterChoice\": \(Self.quoted(optionID(paywall % 3, chapter: choice.chapter))) }"
                }
                let products = Texts.products[paywall % Texts.products.count]
                output += """
                        {
                          "placement": "\(Texts.placementWords[paywall % Texts.placementWords.count])-\(paywall + 1)",
                          "trigger": \(trigger),
                          "presentation": "\(paywall % 3 == 0 ? "fullScreenCover" : "sheet")",
                          "provider": "\(paywall % 2 == 0 ? "storeKit2" : "revenueCat")",
                          "products": [

                    """
                for (position, product) in products.enumerated() {
                    output += "        { \"id\": \"\(product)\", \"productId\": \"com.example.app.\(product)\" }"
                    output += position == products.count - 1 ? "\n" : ",\n"
                }
                output += """
                          ],
                          "entitlement": "premium",
                          "skippable": \(paywall % 4 != 3)
                        }\(paywall == count - 1 ? "" : ",")

                    """
            }
            output += "  ],\n"
        }

        mutating func writeWhatsNew() {
            let count = SizedSpecGenerator.whatsNewCount(forSlideCount: roles.count)
            output += "  \"whatsNew\": [\n"
            for entry in 0..<count {
                output += """
                        {
                          "version": "\(entry / 10 + 1).\(entry % 10).0",
                          "title": \(Self.quoted("What's new in \(entry / 10 + 1).\(entry % 10)")),
                          "features": [

                    """
                for feature in 0..<3 {
                    let titles = Texts.titles[(entry + feature) % Texts.titles.count]
                    let title = titles[feature % titles.count]
                    output += "        { \"systemImage\": \(Self.quoted(Texts.symbols[(entry + feature) % Texts.symbols.count])), "
                    output += "\"title\": \(Self.quoted(title)), "
                    output += "\"subtitle\": \(Self.quoted(Texts.subtitles[0][(entry + feature) % Texts.subtitles[0].count])) }"
                    output += feature == 2 ? "\n" : ",\n"
                }
                output += """
                          ],
                          "primaryAction": { "title": "Got it" },
                          "secondaryAction": { "title": "Release notes", "url": "https://example.com/releases/\(entry + 1)" }
                        }\(entry == count - 1 ? "" : ",")

                    """
            }
            output += "  ]\n"
        }

        // MARK: JSON text

        mutating func member(_ key: String, string value: String, indent: Int) {
            member(key, raw: Self.quoted(value), indent: indent)
        }

        mutating func member(_ key: String, raw value: String, indent: Int) {
            output += String(repeating: "  ", count: indent)
            output += "\"\(key)\": \(value),\n"
        }

        /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
        static func quoted(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                case "\t": result += "\\t"
                case "\u{0}"..."\u{1F}":
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result + "\""
        }
    }
}

// MARK: - Text

/// The words and sentences specs are made of.
private enum Texts {
    static let idWords = [
        "welcome", "sync", "share", "practice", "privacy", "notifications", "widgets", "offline", "backup",
        "collaborate", "search", "insights", "reminders", "themes", "security", "export",
    ]

    static let assetWords = ["cloud", "guitar", "rocket", "compass", "lighthouse", "garden", "mountain", "river"]

    static let capitalizedAssetWords = ["Cloud", "Guitar", "Rocket", "Compass", "Lighthouse", "Garden", "Mountain", "River"]

    static let optionWords = ["continue", "explore", "finish"]

    static let optionTitles = ["Keep going", "Show me more first", "That's all I need"]

    static let optionEmoji = ["🚀", "🧭", "🏁"]

    static let placementWords = ["onboardingEnd", "premiumFeatures", "proTools", "unlockAll"]

    static let products = [["monthly", "yearly"], ["monthly", "lifetime"], ["weekly", "yearly", "lifetime"]]

    static let buttonTitles = ["Let's Go!", "Get started", "C'est parti !", "始めよう", "Los geht's"]

    static let boldTitles = ["for free", "gratuitement", "kostenlos", "無料で", "مجانًا"]

    static let symbols = ["sparkles", "bolt.fill", "lock.shield", "icloud", "person.2.fill"]

    static let labels = [
        "A cloud that opens to reveal your files",
        "Two people sharing a folder, smiling 😊",
        "Un phare dans la nuit, guidant les bateaux",
        "Ein Metronom, das im Takt schlägt",
        "夜空に浮かぶ星座のイラスト",
        "رسم توضيحي لبوصلة تشير إلى الشمال",
        "Иллюстрация: горы на рассвете",
        "A rocket 🚀 leaving a trail of \"stars\"",
    ]

    /// Title stems per language, each at most 33 characters so that the numbered title fits in 40.
    static let titles: [[String]] = [
        ["Welcome to Chordly", "Always in sync", "Share safely", "Practice that sticks", "Your data, your rules"],
        ["Bienvenue à bord", "Toujours synchronisé", "Partagez en sécurité", "Votre rythme, vos règles"],
        ["Willkommen an Bord", "Immer synchron", "Sicher teilen", "Üben, das bleibt"],
        ["ようこそ", "いつでも同期", "安全に共有", "続けられる練習"],
        ["欢迎使用", "随时同步", "安全分享", "坚持练习"],
        ["مرحبًا بك", "متزامن دائمًا", "شارك بأمان", "تمرّن بثبات"],
        ["Добро пожаловать", "Всегда в синхронизации", "Делитесь безопасно"],
        ["환영합니다 👋", "언제나 동기화", "안전하게 공유"],
        ["Καλώς ήρθατε", "Πάντα συγχρονισμένα"],
        ["स्वागत है 🙏", "हमेशा सिंक में", "सुरक्षित रूप से साझा करें"],
        ["ברוכים הבאים", "תמיד מסונכרן"],
        ["ยินดีต้อนรับ", "ซิงค์ตลอดเวลา"],
    ]

    /// Subtitles per language, in the same order as `titles`, each at most 120 characters.
    static let subtitles: [[String]] = [
        [
            "Learn guitar at your own pace, one chord at a time. 🎸",
            "Your photos and documents follow you on every device, even offline.",
            "Send links with a password and an expiry date, and \"revoke\" them at any time.",
            "Short daily sessions with instant feedback on every strum.\nNo pressure, just progress. ✨",
        ],
        [
            "Apprenez à votre rythme, un accord après l'autre, avec des leçons courtes et claires.",
            "Vos photos et vos documents vous suivent sur tous vos appareils. 📱💻",
        ],
        [
            "Lerne in deinem Tempo – Akkord für Akkord, mit kurzen Übungen für jeden Tag.",
            "Deine Fotos und Dokumente begleiten dich auf jedem Gerät, auch ohne Netz. ☁️",
        ],
        [
            "自分のペースで、ひとつずつコードを覚えましょう。毎日の短い練習で確実に上達します。🎶",
            "写真や書類はすべてのデバイスで同期され、オフラインでも利用できます。",
        ],
        [
            "按照自己的节奏学习吉他，每天几分钟，轻松掌握每一个和弦。🎸",
            "您的照片和文档会在所有设备之间自动同步，即使离线也能访问。",
        ],
        [
            "تعلّم العزف على الغيتار بالسرعة التي تناسبك، وترًا بعد وتر، مع تمارين يومية قصيرة. 🎵",
            "تتبعك صورك ومستنداتك على جميع أجهزتك، حتى دون اتصال بالإنترنت.",
        ],
        [
            "Учитесь играть на гитаре в своём темпе: по одному аккорду за раз, каждый день понемногу.",
            "Ваши фото и документы доступны на всех устройствах — даже без сети. 🔒",
        ],
        [
            "나만의 속도로 기타를 배우세요. 하루 몇 분이면 충분합니다. 🎸",
            "사진과 문서가 모든 기기에서 자동으로 동기화됩니다.",
        ],
        [
            "Μάθετε κιθάρα με τον δικό σας ρυθμό, μία συγχορδία τη φορά. 🎼",
        ],
        [
            "अपनी गति से गिटार सीखें, एक समय में एक कॉर्ड। रोज़ कुछ मिनट ही काफ़ी हैं। 🎸",
        ],
        [
            "למדו גיטרה בקצב שלכם, אקורד אחד בכל פעם, עם תרגול יומי קצר. 🎶",
        ],
        [
            "เรียนกีตาร์ตามจังหวะของคุณเอง ทีละคอร์ด พร้อมแบบฝึกหัดสั้น ๆ ทุกวัน 🎸",
        ],
    ]
}
