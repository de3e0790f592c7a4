@testable import OnboardingCompiler
@testable import OnboardingModel
import Testing


private let caseNameExamples: [(id: String, name: String?)] = [
    ("finale-beginner", "finaleBeginner"),
    ("skill_level", "skillLevel"),
    ("Welcome Screen", "welcomeScreen"),
    ("welcomeScreen", "welcomeScreen"),
    ("WelcomeScreen", "welcomeScreen"),
    ("1st", "_1st"),
    ("2-step", "_2Step"),
    ("SIM_Sub", "simSub"),
    ("ID", "id"),
    ("userID", "userID"),
    ("URLScheme", "urlScheme"),
    ("MP3-player", "mp3Player"),
    ("iOS", "iOS"),
    ("a.b.c", "aBC"),
    ("  spaced   out  ", "spacedOut"),
    ("kebab--double__under", "kebabDoubleUnder"),
    ("with$dollar", "withDollar"),
    ("hello🎉world", "helloWorld"),
    ("__init__", "init"),
    ("default", "default"),
    ("é", "é"),
    ("Été-chaud", "étéChaud"),
    ("café crème", "caféCrème"),
    ("e\u{301}", "e\u{301}"),
    ("\u{301}x", "_\u{301}x"),
    ("straße-ß", "straßeSs"),
    ("مرحبا", "مرحبا"),
    ("日本-tour", "日本Tour"),
    ("٣d", "_٣d"),
    ("zero\u{200B}width", "zeroWidth"),
    ("bidi\u{202E}trick", "bidiTrick"),
    ("!!!", nil),
    ("🎉🎉", nil),
    ("👩‍💻", nil),
    ("", nil),
    ("_", nil),
    ("- _ .", nil),
]

private let typeNameExamples: [(name: String, type: String?)] = [
    ("sign-quest", "SignQuest"),
    ("SIM_Sub", "SIMSub"),
    ("onboarding flow", "OnboardingFlow"),
    ("onboardingFlow", "OnboardingFlow"),
    ("Onboarding", "Onboarding"),
    ("3d-tour", "_3dTour"),
    ("café-crème", "CaféCrème"),
    ("ßig", "Ssig"),
    ("日本-tour", "日本Tour"),
    ("type", "Type"),
    ("self", "Self"),
    ("!!!", nil),
    ("🚀", nil),
    ("", nil),
]

@Suite struct SwiftNamingTests {
    @Test func caseNames() {
        for (id, name) in caseNameExamples {
            #expect(SwiftNaming.caseName(from: id) == name, "caseName(from: \(id.debugDescription))")
        }
    }

    @Test func typeNames() {
        for (name, type) in typeNameExamples {
            #expect(SwiftNaming.typeName(from: name) == type, "typeName(from: \(name.debugDescription))")
        }
    }

    @Test func idsCollideWhenTheirCaseNamesAreEqual() {
        let ids = ["skill-level", "skill_level", "Skill Level", "skill level", "SKILL-level"]
        #expect(Set(ids.compactMap(SwiftNaming.caseName(from:))) == ["skillLevel"])
        // Canonically equivalent spellings collide too: `String` equality is canonical equivalence.
        #expect(SwiftNaming.caseName(from: "caf\u{E9}") == SwiftNaming.caseName(from: "cafe\u{301}"))
        #expect(SwiftNaming.caseName(from: "skillLevel") != SwiftNaming.caseName(from: "skill-levels"))
    }

    @Test func keywordsAreEscaped() {
        let keywords = [
            "default", "class", "self", "Type", "init", "case", "enum", "func", "true", "false", "nil", "in", "is",
            "as", "repeat", "return", "where", "while", "some", "any", "Self", "Protocol", "Any", "deinit", "subscript",
            "protocol", "struct", "import", "let", "var", "if", "else", "switch", "for", "try", "throw", "throws",
            "rethrows", "await", "async", "super", "operator", "extension", "internal", "public", "private",
            "fileprivate", "open", "static", "inout", "associatedtype", "typealias", "guard", "defer", "do", "catch",
            "break", "continue", "fallthrough", "precedencegroup", "_", "get", "set", "willSet", "didSet", "lazy",
            "weak", "unowned", "mutating", "nonmutating", "override", "required", "convenience", "final", "dynamic",
            "optional", "indirect", "prefix", "postfix", "infix", "left", "right", "none", "package", "actor",
            "macro", "consume", "copy", "discard", "each", "borrowing", "consuming", "sending", "isolated",
            "nonisolated",
        ]
        for keyword in keywords {
            #expect(SwiftNaming.escapedIfKeyword(keyword) == "`\(keyword)`")
            #expect(SwiftNaming.isKeyword(keyword))
        }
        for identifier in ["title", "welcome", "Default", "selfie", "types", "skillLevel", "_1st", "été"] {
            #expect(SwiftNaming.escapedIfKeyword(identifier) == identifier)
        }
    }

    @Test func identifierCharacters() {
        #expect(SwiftNaming.isIdentifierHead("a"))
        #expect(SwiftNaming.isIdentifierHead("_"))
        #expect(SwiftNaming.isIdentifierHead("é"))
        #expect(!SwiftNaming.isIdentifierHead("1"))
        #expect(!SwiftNaming.isIdentifierHead("\u{301}"))
        #expect(SwiftNaming.isIdentifierCharacter("1"))
        #expect(SwiftNaming.isIdentifierCharacter("\u{301}"))
        // Swift's grammar admits these, but they have no place in a generated name.
        #expect(!SwiftNaming.isIdentifierCharacter("🚀"))
        #expect(!SwiftNaming.isIdentifierCharacter("\u{200B}"))
        #expect(!SwiftNaming.isIdentifierCharacter("\u{202E}"))
        #expect(!SwiftNaming.isIdentifierCharacter("$"))
    }

    /// Every name this file expects, escaped, declared and used in a program that must type-check:
    /// as enum cases, properties and types, and every keyword as well.
    @Test func generatedNamesCompile() throws {
        func unique(_ names: [String]) -> [String] {
            var seen: Set<String> = []
            return names.filter { seen.insert($0).inserted }
        }
        let caseNames = unique(caseNameExamples.compactMap(\.name) + SwiftNaming.keywords.sorted().filter { $0.first!.isLowercase || $0 == "_" })
        let typeNames = unique(typeNameExamples.compactMap(\.type) + SwiftNaming.keywords.sorted().filter { $0.first!.isUppercase })
        var source = "enum Case: CaseIterable {\n"
        for name in caseNames { source += "    case \(SwiftNaming.escapedIfKeyword(name))\n" }
        source += "}\nstruct Properties {\n"
        for name in caseNames { source += "    var \(SwiftNaming.escapedIfKeyword(name)) = 0\n" }
        source += "}\nenum Types {\n"
        for name in typeNames { source += "    enum \(SwiftNaming.escapedIfKeyword(name)) { case only }\n" }
        source += "}\nfunc use(_ properties: Properties) -> [Case] {\n    var sum = 0\n"
        for name in caseNames { source += "    sum += properties.\(SwiftNaming.escapedIfKeyword(name))\n" }
        for name in typeNames { source += "    let _: Types.\(SwiftNaming.escapedIfKeyword(name)) = .only\n" }
        source += "    return [\n"
        for name in caseNames { source += "        .\(SwiftNaming.escapedIfKeyword(name)),\n" }
        source += "    ]\n}\n"

        let result = try SwiftCompiler.typecheck(source)
        #expect(result.status == 0, "the generated names do not compile:\n\(result.errors)\n\(source)")
    }
}
