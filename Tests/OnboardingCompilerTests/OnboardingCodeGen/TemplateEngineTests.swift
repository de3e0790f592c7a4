@testable import OnboardingCodeGen
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingReporting
import Testing


/// Renders `template` as `Templates/T.swift.template`, with `partials` as `_name.swift.template` files.
private func render(
    _ template: String, _ context: TemplateValue = [:], partials: [String: String] = [:]
) throws(TemplateError) -> String {
    try makeSet(template, partials: partials).render("T", context: context)
}

private func makeSet(_ template: String, partials: [String: String] = [:]) -> TemplateSet {
    var files = ["T.swift.template": template]
    for (name, text) in partials { files["_\(name).swift.template"] = text }
    return TemplateSet(files: files, pathPrefix: "Templates")
}

/// The Xcode-style lines of the errors of rendering `template`, notes included; empty if it renders.
private func errors(
    _ template: String, _ context: TemplateValue = [:], partials: [String: String] = [:]
) -> [String] {
    do {
        _ = try render(template, context, partials: partials)
        return []
    } catch {
        return lines(error.diagnostics)
    }
}

private func lines(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.flatMap { diagnostic in
        [XcodeReporter.line(for: diagnostic)]
            + diagnostic.notes.map { note in
                XcodeReporter.line(location: note.range, severity: .note, message: note.message)
            }
    }
}

@Suite struct TemplateEngineTests {
    // MARK: Variables

    @Test func insertsVariablesAndDottedPathsVerbatim() throws {
        let context: TemplateValue = [
            "name": "SignQuest",
            "literal": "\"a <b> & \\\"c\\\"\"",
            "slide": ["title": "Hi", "button": ["label": "Go"]],
            "skippable": true,
            "animated": false,
        ]
        let output = try render(
            "{{name}} {{ literal }} {{ slide.title }}/{{slide.button.label}} {{ skippable }} {{animated}}", context)
        #expect(output == "SignQuest \"a <b> & \\\"c\\\"\" Hi/Go true false")
    }

    @Test func dotIsTheCurrentItem() throws {
        #expect(try render("{{#each ids}}[{{ . }}]{{/each}}", ["ids": ["a", "b"]]) == "[a][b]")
        #expect(try render("{{ . }}", "whole context") == "whole context")
    }

    @Test func valuesAreNeverEscaped() throws {
        #expect(try render("{{ x }}", ["x": "<&>'\"{{ y }}"]) == "<&>'\"{{ y }}")
    }

    // MARK: Sections

    @Test func eachExposesItemFieldsAndLoopMetadata() throws {
        let context: TemplateValue = ["slides": [["id": "welcome"], ["id": "quiz"], ["id": "finale"]]]
        let output = try render(
            "{{#each slides}}{{@index}}:{{id}}{{#if @first}}(first){{/if}}{{#if @last}}(last){{/if}}{{#unless @last}}, {{/unless}}{{/each}}",
            context)
        #expect(output == "0:welcome(first), 1:quiz, 2:finale(last)")
    }

    @Test func aListOfStringsRendersEachString() throws {
        let template = "{{#if names}}{{#each names}}{{@index}}:{{ . }}{{#if @last}}.{{else}}, {{/if}}{{/each}}{{else}}none{{/if}}"
        #expect(try render(template, ["names": ["a", "b", "c"]]) == "0:a, 1:b, 2:c.")
        #expect(try render(template, ["names": []]) == "none")
        #expect(try render("{{#each names}}x{{else}}empty{{/each}}", ["names": []]) == "empty")
        #expect(
            errors("{{ names }}", ["names": ["a"]])
                == ["Templates/T.swift.template:1:4: error: 'names' is a list and cannot be inserted as text; iterate it with '{{#each names}}' [template_error]"])
    }

    @Test func lookupFallsBackToEnclosingScopes() throws {
        let context: TemplateValue = [
            "prefix": "Onboarding",
            "title": "outer",
            "slides": [
                ["id": "a", "choices": [["id": "x"], ["id": "y"]]],
                ["id": "b", "title": "inner", "choices": []],
            ],
        ]
        let output = try render(
            "{{#each slides}}{{#each choices}}{{prefix}}.{{id}}@{{@index}};{{else}}{{id}} has none, title {{title}};{{/each}}{{/each}}",
            context)
        // An item's own key shadows the outer one; `@index` is the innermost loop's.
        #expect(output == "Onboarding.x@0;Onboarding.y@1;b has none, title inner;")
    }

    @Test func eachElseRendersForAnEmptyList() throws {
        #expect(try render("{{#each xs}}{{.}}{{else}}none{{/each}}", ["xs": []]) == "none")
        #expect(try render("{{#each xs}}{{.}}{{else}}none{{/each}}", ["xs": ["1"]]) == "1")
    }

    @Test func truthinessFollowsTheDocumentedTable() throws {
        let cases: [(TemplateValue, Bool)] = [
            (true, true), (false, false), ("x", true), ("", false), (["a"], true), ([], false),
            (["k": "v"], true), (.dictionary([:]), true),
        ]
        for (value, truthy) in cases {
            #expect(value.isTruthy == truthy)
            #expect(try render("{{#if v}}yes{{else}}no{{/if}}", ["v": value]) == (truthy ? "yes" : "no"))
            #expect(try render("{{#unless v}}yes{{else}}no{{/unless}}", ["v": value]) == (truthy ? "no" : "yes"))
        }
    }

    @Test func elseIfChainsTakeTheFirstTruthyBranch() throws {
        let template = "{{#if a}}A{{else if b}}B{{else if c}}C{{else}}D{{/if}}"
        #expect(try render(template, ["a": true, "b": true, "c": true]) == "A")
        #expect(try render(template, ["a": false, "b": true, "c": true]) == "B")
        #expect(try render(template, ["a": false, "b": false, "c": true]) == "C")
        #expect(try render(template, ["a": false, "b": false, "c": false]) == "D")
        #expect(try render("{{#unless a}}not a{{else if b}}b{{/unless}}", ["a": true, "b": true]) == "b")
    }

    @Test func sectionsNest() throws {
        let context: TemplateValue = ["rows": [["cells": ["1", "2"], "header": true], ["cells": ["3"], "header": false]]]
        let output = try render(
            "{{#each rows}}{{#if header}}H{{else}}R{{/if}}{{#each cells}}<{{.}}>{{/each}}|{{/each}}", context)
        #expect(output == "H<1><2>|R<3>|")
    }

    // MARK: Partials

    @Test func partialsRenderInTheCurrentScopes() throws {
        let output = try render(
            "{{#each slides}}[{{> slide}}]{{/each}}",
            ["app": "Demo", "slides": [["id": "a"], ["id": "b"]]],
            partials: ["slide": "{{app}}.{{id}}#{{@index}}"])
        #expect(output == "[Demo.a#0][Demo.b#1]")
    }

    @Test func partialWithAContextArgument() throws {
        let output = try render(
            "{{> button primary}} {{> button secondary}}",
            ["primary": ["label": "Next"], "secondary": ["label": "Skip"], "style": "bold"],
            partials: ["button": "{{label}}({{style}})"])
        #expect(output == "Next(bold) Skip(bold)")
    }

    @Test func standalonePartialIsIndentedLineByLine() throws {
        let template = """
            enum Slide {
                {{> cases}}
            }

            """
        let partial = """
            {{#each ids}}
            case {{.}}

            {{/each}}
            // end

            """
        let output = try render(template, ["ids": ["a", "b"]], partials: ["cases": partial])
        // Empty lines of the partial stay empty: no trailing whitespace.
        #expect(output == "enum Slide {\n    case a\n\n    case b\n\n    // end\n}\n")
    }

    @Test func standalonePartialIndentationComposesAcrossNesting() throws {
        let output = try render(
            "struct A {\n  {{> outer}}\n}\n", ["x": "1"],
            partials: ["outer": "struct B {\n  {{> inner}}\n}\n", "inner": "let x = {{x}}\nlet y = 2\n"])
        #expect(output == "struct A {\n  struct B {\n    let x = 1\n    let y = 2\n  }\n}\n")
    }

    @Test func standalonePartialWithoutFinalNewlineKeepsItsLine() throws {
        let output = try render("a\n  {{> p}}\nb\n", partials: ["p": "one\ntwo"])
        #expect(output == "a\n  one\n  two\nb\n")
    }

    @Test func standalonePartialThatRendersNothingLeavesNoLine() throws {
        let output = try render("a\n  {{> p}}\nb\n", ["show": false], partials: ["p": "{{#if show}}\nx\n{{/if}}\n"])
        #expect(output == "a\nb\n")
    }

    @Test func inlinePartialIsNotIndented() throws {
        let output = try render("let v = {{> p}}\n", partials: ["p": "[\n1,\n]"])
        #expect(output == "let v = [\n1,\n]\n")
    }

    @Test func recursivePartialsWork() throws {
        let tree: TemplateValue = [
            "name": "root",
            "children": [["name": "a", "children": [["name": "a1", "children": []]]], ["name": "b", "children": []]],
        ]
        let output = try render("{{> node}}", tree, partials: ["node": "{{name}}{{#if children}}({{#each children}}{{> node}}{{/each}}){{/if}}"])
        #expect(output == "root(a(a1)b)")
    }

    // MARK: Whitespace

    @Test func standaloneBlockLinesVanish() throws {
        let template = """
            enum Step: CaseIterable {
                {{#each slides}}
                {{#if @first}}
                /// The first step.
                {{/if}}
                case {{ id }}
                {{/each}}
            }

            """
        let output = try render(template, ["slides": [["id": "welcome"], ["id": "quiz"]]])
        #expect(
            output == """
                enum Step: CaseIterable {
                    /// The first step.
                    case welcome
                    case quiz
                }

                """)
    }

    @Test func blankLinesBetweenItemsComeFromAStandaloneSection() throws {
        let template = """
            {{#each slides}}
            {{#unless @first}}

            {{/unless}}
            struct {{ name }} {
                {{#each slide.fields}}
                let {{ . }}: String
                {{/each}}
            }
            {{/each}}

            """
        let context: TemplateValue = [
            "slides": [
                ["name": "Welcome", "slide": ["fields": ["title"]]],
                ["name": "Quiz", "slide": ["fields": ["question", "answer"]]],
            ]
        ]
        #expect(
            try render(template, context) == """
                struct Welcome {
                    let title: String
                }

                struct Quiz {
                    let question: String
                    let answer: String
                }

                """)
    }

    @Test func standaloneElseAndCommentLinesVanish() throws {
        let template = """
            {{! The header }}
            {{!-- a long comment
                 that spans lines and holds }} --}}
            let a = [
              {{#each xs}}
              {{.}},
              {{else}}
              // empty
              {{/each}}
            ]

            """
        #expect(try render(template, ["xs": ["1", "2"]]) == "let a = [\n  1,\n  2,\n]\n")
        #expect(try render(template, ["xs": []]) == "let a = [\n  // empty\n]\n")
    }

    @Test func severalBlockTagsOnOneLineStandTogether() throws {
        let template = "start\n  {{#if a}} {{#if b}}\nboth\n{{/if}}{{/if}}\nend\n"
        #expect(try render(template, ["a": true, "b": true]) == "start\nboth\nend\n")
        #expect(try render(template, ["a": true, "b": false]) == "start\nend\n")
    }

    @Test func tagsOnALineWithOtherTextDoNotStandAlone() throws {
        #expect(try render("a {{#if t}}\nb\n{{/if}} c\n", ["t": true]) == "a \nb\n c\n")
        // A variable tag produces text, so its line stays, and so does a block tag beside it.
        #expect(try render("{{#if t}}{{x}}\n{{/if}}", ["t": true, "x": "v"]) == "v\n")
        #expect(try render("  {{x}}\n", ["x": ""]) == "  \n")
        // A partial stands alone only by itself.
        #expect(try render("{{#if t}}{{> p}}\n{{/if}}", ["t": true], partials: ["p": "P"]) == "P\n")
    }

    @Test func standaloneLinesAtTheStartAndEndOfTheFile() throws {
        #expect(try render("  {{#if t}}  \nx\n  {{/if}}  ", ["t": true]) == "x\n")
        #expect(try render("{{#if t}}\nx\n{{/if}}", ["t": false]) == "")
    }

    @Test func standaloneLinesKeepCRLFLineEndings() throws {
        let template = "enum E {\r\n    {{#each ids}}\r\n    case {{.}}\r\n    {{/each}}\r\n}\r\n"
        #expect(try render(template, ["ids": ["a", "b"]]) == "enum E {\r\n    case a\r\n    case b\r\n}\r\n")
        let output = try render("x\r\n  {{> p}}\r\ny\r\n", partials: ["p": "1\r\n2"])
        #expect(output == "x\r\n  1\r\n  2\r\ny\r\n")
    }

    @Test func tildeTrimsAdjacentWhitespaceIncludingNewlines() throws {
        #expect(try render("a   \n\n  {{~ x ~}}  \n\t b", ["x": "X"]) == "aXb")
        #expect(try render("a \n {{~ x }} \n b", ["x": "X"]) == "aX \n b")
        #expect(try render("a \n {{ x ~}} \n b", ["x": "X"]) == "a \n Xb")
        // A comma-separated list on one line from a template laid out on several.
        let template = """
            let ids = [
                {{~#each ids~}}
                    "{{.}}"{{#unless @last}}, {{/unless}}
                {{~/each~}}
            ]
            """
        #expect(try render(template, ["ids": ["a", "b", "c"]]) == "let ids = [\"a\", \"b\", \"c\"]")
    }

    @Test func tildeWorksOnEveryKindOfTag() throws {
        #expect(try render("a\n{{~! comment ~}}\nb") == "ab")
        #expect(try render("a\n{{~!-- comment --~}}\nb") == "ab")
        #expect(try render("a\n {{~> p ~}} \nb", partials: ["p": "P"]) == "aPb")
        #expect(try render("a\n  {{~> p}}\nb", partials: ["p": "P\nQ"]) == "aP\nQ\nb")
        #expect(try render("a\n  {{> p ~}}\nb", partials: ["p": "P\nQ"]) == "a\n  P\n  Qb")
        #expect(try render("{{#if f}}x{{~else~}}  \n  y{{/if}}", ["f": false]) == "y")
    }

    @Test func standaloneAndTildeCombine() throws {
        let template = "{{#each xs~}}\n  {{.}}\n{{~/each}}\n"
        #expect(try render(template, ["xs": ["a", "b"]]) == "ab")
    }

    @Test func bracesAndEscapes() throws {
        #expect(try render("\\{{ x }}", ["x": "X"]) == "{{ x }}")
        #expect(try render("\\\\{{ x }}", ["x": "X"]) == "\\X")
        #expect(try render("{{{ x }}}", ["x": "X"]) == "{X}")
        #expect(try render("{ { x } } }}", ["x": "X"]) == "{ { x } } }}")
        #expect(try render("f() {{{#if t}}a{{/if}}}", ["t": true]) == "f() {a}")
        // Escapes beside tags, trimming and standalone lines: the backslash is never text.
        #expect(try render("a\\{{b\\{{ x }}c{{ x }}", ["x": "X"]) == "a{{b{{ x }}cX")
        #expect(try render("\\{{{{ x }}", ["x": "X"]) == "\\{{X", "the last two braces open the tag")
        #expect(try render("{{ x }}\\{{", ["x": "X"]) == "X{{")
        #expect(try render("a \\\\{{~ x }}", ["x": "X"]) == "a \\X")
        #expect(try render("  \\{{#if x}}\n{{#if x}}\n  y\n{{/if}}\n", ["x": true]) == "  {{#if x}}\n  y\n")
        #expect(try render("{{#if x}}\n\\{{ x }}\n{{/if}}\n", ["x": true]) == "{{ x }}\n")
    }

    @Test func whitespaceInsideTagsIsFree() throws {
        #expect(try render("{{#  if   t  }}{{   x   }}{{/ if }}{{>  p  }}", ["t": true, "x": "X"], partials: ["p": "P"]) == "XP")
        #expect(try render("{{#if\n  t\n}}yes{{/if}}", ["t": true]) == "yes")
    }

    @Test func generatesHandWrittenLookingSwift() throws {
        let set = TemplateSet(
            files: [
                "Onboarding.swift.template": """
                    // Generated by onboardc. Do not edit.
                    {{! The enum of slides. }}

                    public enum {{ typeName }}: String, CaseIterable, Sendable {
                        {{#each slides}}
                        case {{ caseName }}
                        {{/each}}

                        public var title: String {
                            switch self {
                            {{#each slides}}
                            {{> titleCase}}
                            {{/each}}
                            }
                        }
                        {{#if hasSkip}}

                        public static let skippable: Set<Self> = [{{#each skippable}}.{{.}}{{#unless @last}}, {{/unless}}{{/each}}]
                        {{/if}}
                    }

                    """,
                "_titleCase.swift.template": """
                    case .{{ caseName }}:
                        {{#if title}}
                        return {{ title }}
                        {{else}}
                        return ""
                        {{/if}}

                    """,
            ], pathPrefix: "Templates/")
        #expect(set.diagnostics.isEmpty)
        #expect(set.templateNames == ["Onboarding"])
        #expect(set.partialNames == ["titleCase"])
        let context: TemplateValue = [
            "typeName": "SignQuest",
            "slides": [
                ["caseName": "welcome", "title": "\"Welcome!\""],
                ["caseName": "`default`", "title": ""],
            ],
            "hasSkip": true,
            "skippable": ["welcome", "`default`"],
        ]
        let output = try set.render("Onboarding", context: context)
        #expect(
            output == """
                // Generated by onboardc. Do not edit.

                public enum SignQuest: String, CaseIterable, Sendable {
                    case welcome
                    case `default`

                    public var title: String {
                        switch self {
                        case .welcome:
                            return "Welcome!"
                        case .`default`:
                            return ""
                        }
                    }

                    public static let skippable: Set<Self> = [.welcome, .`default`]
                }

                """)
    }

    // MARK: Syntax errors

    @Test func unterminatedTagIsReportedAtItsOpening() {
        #expect(errors("line one\n  {{ title") == ["Templates/T.swift.template:2:3: error: unterminated tag '{{'; add '}}' [template_error]"])
        // A tag that runs into the next one is unterminated too.
        #expect(errors("{{ a \n{{ b }}", ["a": "", "b": ""]) == ["Templates/T.swift.template:1:1: error: unterminated tag '{{'; add '}}' [template_error]"])
        #expect(errors("x {{!-- never closed }}") == ["Templates/T.swift.template:1:3: error: unterminated comment '{{!--'; add '--}}' [template_error]"])
    }

    @Test func unclosedSectionIsReportedAtItsOpeningTag() {
        #expect(
            errors("a\n{{#each slides}}\n{{#if x}}{{/if}}\n", ["slides": []])
                == ["Templates/T.swift.template:2:1: error: '{{#each slides}}' is never closed; add '{{/each}}' [template_error]"])
        #expect(
            errors("{{#if a}}{{else if b}}\n") == ["Templates/T.swift.template:1:1: error: '{{#if a}}' is never closed; add '{{/if}}' [template_error]"])
    }

    @Test func mismatchedCloseNamesBothTags() {
        #expect(
            errors("{{#each slides}}\n  {{#if x}}\n  {{/each}}\n{{/if}}")
                == [
                    "Templates/T.swift.template:3:3: error: '{{/each}}' does not match '{{#if x}}'; close it with '{{/if}}' [template_error]",
                    "Templates/T.swift.template:2:3: note: the section opens here",
                ])
        #expect(errors("text {{/if}}") == ["Templates/T.swift.template:1:6: error: '{{/if}}' closes no section [template_error]"])
    }

    @Test func misplacedElseIsAnError() {
        #expect(errors("a {{else}}") == ["Templates/T.swift.template:1:3: error: '{{else}}' outside a section [template_error]"])
        #expect(
            errors("{{#if a}}1{{else}}2{{else}}3{{/if}}")
                == [
                    "Templates/T.swift.template:1:20: error: a second '{{else}}' in '{{#if a}}'; a section has one '{{else}}' [template_error]",
                    "Templates/T.swift.template:1:1: note: the section opens here",
                ])
        #expect(
            errors("{{#each xs}}{{else if y}}{{/each}}")
                == [
                    "Templates/T.swift.template:1:13: error: '{{else if}}' cannot continue '{{#each xs}}'; nest an '{{#if}}' inside '{{else}}' [template_error]",
                    "Templates/T.swift.template:1:1: note: the section opens here",
                ])
        #expect(
            errors("{{#if a}}{{else unless b}}{{/if}}")
                == ["Templates/T.swift.template:1:17: error: unexpected 'unless' after 'else'; write '{{else}}' or '{{else if variable}}' [template_error]"])
    }

    @Test func unknownBlockKeywordSuggestsTheClosestOne() {
        #expect(
            errors("\n  {{#eahc slides}}{{/each}}")
                == ["Templates/T.swift.template:2:6: error: unknown block '#eahc'; did you mean '#each'? (blocks: '#each', '#if', '#unless') [template_error]"])
        #expect(
            errors("{{#with x}}{{/with}}")
                == ["Templates/T.swift.template:1:4: error: unknown block '#with' (blocks: '#each', '#if', '#unless') [template_error]"])
        #expect(
            errors("{{#if x}}{{/fi}}")
                == ["Templates/T.swift.template:1:13: error: unknown block '/fi'; did you mean '/if'? (blocks: '/each', '/if', '/unless') [template_error]"])
    }

    @Test func malformedTagsAreErrors() {
        #expect(errors("{{#if}}{{/if}}") == ["Templates/T.swift.template:1:1: error: '{{#if}}' needs a variable to test, such as '{{#if isSkippable}}' [template_error]"])
        #expect(errors("{{#each}}") == ["Templates/T.swift.template:1:1: error: '{{#each}}' needs a list to iterate, such as '{{#each slides}}' [template_error]"])
        #expect(errors("{{#}}") == ["Templates/T.swift.template:1:1: error: expected a block name: 'each', 'if' or 'unless' after '#' [template_error]"])
        #expect(errors("{{>}}") == ["Templates/T.swift.template:1:1: error: expected a partial name, such as '{{> slide}}' after '>' [template_error]"])
        #expect(errors("ab{{  }}") == ["Templates/T.swift.template:1:3: error: empty tag; write a variable such as '{{ title }}' [template_error]"])
        #expect(
            errors("{{ upper title }}")
                == ["Templates/T.swift.template:1:10: error: unexpected 'title'; a tag holds one variable; templates have no helpers or arguments [template_error]"])
        #expect(errors("{{#if a b}}{{/if}}") == ["Templates/T.swift.template:1:9: error: unexpected 'b'; '{{#if}}' takes one variable [template_error]"])
        #expect(errors("{{#if a}}{{/if a}}") == ["Templates/T.swift.template:1:16: error: unexpected 'a'; '{{/if}}' takes nothing after the block name [template_error]"])
        #expect(
            errors("{{> p a b}}", partials: ["p": ""])
                == ["Templates/T.swift.template:1:9: error: unexpected 'b'; '{{> p}}' takes a partial name and at most one variable [template_error]"])
        #expect(
            errors("{{ slide..title }}")
                == ["Templates/T.swift.template:1:4: error: 'slide..title' is not a variable; write a name or a dotted path such as 'slide.title', or '.' for the current item [template_error]"])
        #expect(
            errors("{{ ../title }}")
                == ["Templates/T.swift.template:1:4: error: '../title' is not a variable; write a name or a dotted path such as 'slide.title', or '.' for the current item [template_error]"])
        #expect(
            errors("{{#each xs}}{{ @indx }}{{/each}}")
                == ["Templates/T.swift.template:1:16: error: unknown loop variable '@indx'; did you mean '@index'? (loop variables: '@index', '@first', '@last') [template_error]"])
    }

    @Test func columnsCountUTF8BytesLikeTheRestOfTheCompiler() {
        // "é" is two bytes, so the tag after "é " starts at column 4.
        #expect(errors("é {{ x") == ["Templates/T.swift.template:1:4: error: unterminated tag '{{'; add '}}' [template_error]"])
    }

    @Test func syntaxErrorsAppearInTheSetAndStopRendering() {
        let set = makeSet("ok", partials: ["broken": "{{#if x}}"])
        #expect(
            lines(set.diagnostics)
                == ["Templates/_broken.swift.template:1:1: error: '{{#if x}}' is never closed; add '{{/if}}' [template_error]"])
        // A template that does not include the broken partial still renders.
        #expect((try? set.render("T", context: [:])) == "ok")
        #expect(
            errors("a{{> broken}}b{{> broken}}", ["x": true], partials: ["broken": "{{#if x}}"])
                == ["Templates/_broken.swift.template:1:1: error: '{{#if x}}' is never closed; add '{{/if}}' [template_error]"])
    }

    // MARK: Render errors

    @Test func unknownVariableIsReportedAtItsNameWithASuggestion() {
        #expect(
            errors("let a = 1\nlet t = {{ titel }}\n", ["title": "x", "subtitle": "y"])
                == ["Templates/T.swift.template:2:12: error: unknown variable 'titel'; did you mean 'title'? (available: subtitle, title) [template_error]"])
        #expect(
            errors("{{#each slides}}\n  {{#if isSkipable}}x{{/if}}\n{{/each}}", ["slides": [["isSkippable": true], ["isSkippable": false]]])
                == ["Templates/T.swift.template:2:9: error: unknown variable 'isSkipable'; did you mean 'isSkippable'? (available: isSkippable, slides) [template_error]"])
        #expect(errors("{{ nothing }}") == ["Templates/T.swift.template:1:4: error: unknown variable 'nothing' (no variables are available here) [template_error]"])
        #expect(
            errors("{{#each xs}}{{ this }}{{/each}}", ["xs": ["a"]])
                == ["Templates/T.swift.template:1:16: error: unknown variable 'this'; the current item is '.' (available: xs) [template_error]"])
    }

    @Test func unknownNestedKeyNamesItsParent() {
        #expect(
            errors("{{ slide.button.lable }}", ["slide": ["button": ["label": "Go", "style": "bold"]]])
                == ["Templates/T.swift.template:1:4: error: unknown variable 'slide.button.lable': 'slide.button' has no key 'lable'; did you mean 'slide.button.label'? (available: label, style) [template_error]"])
        #expect(
            errors("{{ slide.title.text }}", ["slide": ["title": "Hi"]])
                == ["Templates/T.swift.template:1:4: error: cannot look up 'slide.title.text': 'slide.title' is a string, not a dictionary [template_error]"])
    }

    @Test func valuesOfTheWrongKindAreErrors() {
        #expect(
            errors("{{ slides }}", ["slides": ["a"]])
                == ["Templates/T.swift.template:1:4: error: 'slides' is a list and cannot be inserted as text; iterate it with '{{#each slides}}' [template_error]"])
        #expect(
            errors("{{ slide }}", ["slide": ["title": "t", "id": "i"]])
                == ["Templates/T.swift.template:1:4: error: 'slide' is a dictionary and cannot be inserted as text; insert one of its keys such as '{{ slide.id }}' [template_error]"])
        #expect(
            errors("{{#each slide}}{{/each}}", ["slide": ["title": "t"]])
                == ["Templates/T.swift.template:1:9: error: '{{#each slide}}' needs a list, but 'slide' is a dictionary [template_error]"])
        #expect(
            errors("{{#each flag}}{{/each}}", ["flag": true])
                == ["Templates/T.swift.template:1:9: error: '{{#each flag}}' needs a list, but 'flag' is a boolean [template_error]"])
    }

    @Test func loopVariablesOutsideALoopAreErrors() {
        #expect(errors("{{ @index }}") == ["Templates/T.swift.template:1:4: error: '@index' is only available inside '{{#each}}' [template_error]"])
        #expect(errors("{{#if @last}}{{/if}}") == ["Templates/T.swift.template:1:7: error: '@last' is only available inside '{{#each}}' [template_error]"])
    }

    @Test func errorsInsideLoopsAreReportedOnceAndRenderingGoesOn() {
        #expect(
            errors("{{#each xs}}{{ nope }}{{/each}}\n{{ alsoMissing }}", ["xs": ["1", "2", "3"]])
                == [
                    "Templates/T.swift.template:1:16: error: unknown variable 'nope' (available: xs) [template_error]",
                    "Templates/T.swift.template:2:4: error: unknown variable 'alsoMissing' (available: xs) [template_error]",
                ])
    }

    @Test func errorsInsidePartialsPointAtThePartialFile() {
        #expect(
            errors("a\n{{> slide}}\n", ["title": "t"], partials: ["slide": "\n  {{ titl }}\n"])
                == ["Templates/_slide.swift.template:2:6: error: unknown variable 'titl'; did you mean 'title'? (available: title) [template_error]"])
    }

    @Test func unknownPartialIsReportedWhenTheSetIsParsed() {
        let set = makeSet("x\n  {{> slid}}\n{{#if no}}{{> other}}{{/if}}", partials: ["slide": "", "button": ""])
        let expected = [
            "Templates/T.swift.template:2:7: error: unknown partial 'slid'; did you mean 'slide'? (partials: button, slide; a partial is a file named '_slid.swift.template') [template_error]",
            "Templates/T.swift.template:3:15: error: unknown partial 'other' (partials: button, slide; a partial is a file named '_other.swift.template') [template_error]",
        ]
        #expect(lines(set.diagnostics) == expected)
        #expect(throws: TemplateError.self) { try set.render("T", context: ["no": false]) }
        #expect(
            errors("{{> p}}") == ["Templates/T.swift.template:1:5: error: unknown partial 'p' (there are no partials; a partial is a file named '_p.swift.template') [template_error]"])
    }

    @Test func endlessPartialRecursionIsStopped() {
        let result = errors("{{> a}}", partials: ["a": "{{> a}}{{> a}}"])
        #expect(
            result == ["Templates/_a.swift.template:1:5: error: partials nest more than 64 deep; does 'a' include itself without end? [template_error]"])
    }

    @Test func unknownTemplateNameSuggestsOne() {
        let set = TemplateSet(files: ["Onboarding.swift.template": "x"])
        #expect(throws: TemplateError(diagnostics: [Diagnostic(.templateError, "no template named 'Onbording'; did you mean 'Onboarding'?", at: nil)])) {
            try set.render("Onbording", context: [:])
        }
    }

    // MARK: Files and names

    @Test func fileNamesGiveTemplateAndPartialNames() {
        #expect(TemplateSet.templateName(forFileName: "Onboarding.swift.template")! == ("Onboarding", false))
        #expect(TemplateSet.templateName(forFileName: "_slide.swift.template")! == ("slide", true))
        #expect(TemplateSet.templateName(forFileName: "sub/_button-row.template")! == ("button-row", true))
        #expect(TemplateSet.templateName(forFileName: "_.swift.template") == nil)
        #expect(TemplateSet.templateName(forFileName: ".template") == nil)
    }

    @Test func badAndDuplicateFileNamesAreReported() {
        let set = TemplateSet(
            files: ["_.swift.template": "", "_slide.swift.template": "a", "_slide.template": "b", "Slide.swift.template": "c"],
            pathPrefix: "T/")
        #expect(
            lines(set.diagnostics) == [
                "T/_.swift.template:1:1: error: '_.swift.template' names no template; a template file is named 'Name.swift.template', a partial '_name.swift.template' [template_error]",
                "T/_slide.template:1:1: error: two files define the partial 'slide'; rename one of them [template_error]",
                "T/_slide.swift.template:1:1: note: the other file",
            ])
        // `Slide` the template and `slide` the partial live in separate namespaces.
        #expect(set.templateNames == ["Slide"])
        #expect(set.partialNames == ["slide"])
    }

    @Test func pathPrefixIsJoinedWithOneSlash() {
        for prefix in ["Templates", "Templates/"] {
            let set = TemplateSet(files: ["T.swift.template": "{{"], pathPrefix: prefix)
            #expect(set.diagnostics.first?.range?.path == "Templates/T.swift.template")
        }
        #expect(TemplateSet(files: ["T.swift.template": "{{"]).diagnostics.first?.range?.path == "T.swift.template")
    }

    @Test func templateErrorRule() {
        #expect(Rule.templateError.id == "template_error")
        #expect(Rule.templateError.stage == .template)
        #expect(Rule.templateError.defaultSeverity == .error)
        let set = makeSet("{{")
        #expect(set.diagnostics.allSatisfy { $0.ruleID == "template_error" && $0.severity == .error })
    }

    @Test func templateValueLiterals() throws {
        let value: TemplateValue = ["s": "text", "i": "\(1 + 1)", "b": true, "l": ["x", false], "d": ["k": "v"]]
        let template = "{{ s }} {{ i }} {{ b }} {{#each l}}[{{ . }}]{{/each}} {{ d.k }}"
        #expect(try render(template, value) == "text 2 true [x][false] v")
        guard case .bool(false) = TemplateValue.optional(nil) else { Issue.record("nil is false"); return }
        guard case .dictionary(let dictionary) = TemplateValue.optional(["k": "v"]), case .string("v")? = dictionary["k"] else {
            Issue.record("a value is itself")
            return
        }
    }

    @Test func dictionariesKeepTheirOrderAndTheLastOfARepeatedKey() {
        var dictionary: TemplateDictionary = ["b": "1", "a": "2", "b": "3"]
        #expect(dictionary.keys == ["b", "a"])
        guard case .string("3")? = dictionary["b"], dictionary["c"] == nil else {
            Issue.record("a repeated key keeps its last value")
            return
        }
        dictionary["c"] = true
        dictionary["b"] = nil
        #expect(dictionary.keys == ["a", "c"])
    }

    @Test func largeDictionariesFindEveryKey() throws {
        // Keys added, replaced and removed must all still be found where they are.
        let count = 48
        var dictionary = TemplateDictionary((0..<count).map { ("k\($0)", TemplateValue.string("\($0)")) })
        dictionary["k5"] = "five"
        dictionary["k0"] = nil
        dictionary["extra"] = "x"
        let template = (1..<count).map { "{{ d.k\($0) }}" }.joined(separator: ",") + ";{{ d.extra }}"
        let expected = (1..<count).map { $0 == 5 ? "five" : "\($0)" }.joined(separator: ",") + ";x"
        #expect(try render(template, ["d": .dictionary(dictionary)]) == expected)
        #expect(dictionary.keys.count == count)
        #expect(errors("{{ d.k0 }}", ["d": .dictionary(dictionary)]).first?.contains("'d' has no key 'k0'") == true)
    }

    @Test func anItemShadowsTheContextInEveryItem() throws {
        // An item that has the name wins over the context, item by item.
        let context: TemplateValue = ["title": "outer", "xs": [["title": "inner"], "plain", ["other": "1"]]]
        #expect(try render("{{#each xs}}{{ title }} {{/each}}{{ title }}", context) == "inner outer outer outer")
    }

    @Test func loopVariablesReachIntoPartialsWithAContext() throws {
        let context: TemplateValue = ["xs": [["n": "a"], ["n": "b"]], "d": ["n": "d"]]
        let output = try render(
            "{{#each xs}}{{> p d}}{{/each}}|{{#each xs}}{{#each xs}}{{@index}}{{/each}}{{@index}};{{/each}}",
            context, partials: ["p": "{{ n }}{{ @index }}{{#if @last}}!{{/if}} "])
        #expect(output == "d0 d1! |010;011;")
    }

    @Test func renderingIsRepeatableAndTheSetIsSendable() async throws {
        let set = makeSet("{{#each xs}}{{.}}{{/each}}")
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<4 {
                group.addTask { try set.render("T", context: ["xs": [.string("\(index)"), "!"]]) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(outputs) == ["0!", "1!", "2!", "3!"])
    }
}
