import OnboardingLocalization
import OnboardingSemantics
import OnboardingModel

extension GenerationContext {
    /// The variants of the spec's experiment: `{ case, rawValue, weight, slides, steps, overrides }`.
    ///
    /// `steps` say where each of the variant's slides leads in the variant's own flow, worked out
    /// by the flow graph of the spec as the variant orders it, for each slide that does not end
    /// the flow whatever is chosen: `{ case, next, options }`, `next`
    /// the case of the slide Continue leads to or `false` for the end, `options` those of a
    /// choice whose `next` differs from the slide's, `{ case, rawValue, next }`. `overrides` are `{ variant, case, title,
    /// boldTitle, subtitle, buttonTitle }`, each text `false` where the slide keeps its own.
    var variants: TemplateValue {
        .list(spec.variants.map { variant in
            let restricted = spec.restricted(to: variant)
            let graph = FlowGraph(spec: restricted)
            let cases = restricted.slides.map { Self.caseName(of: $0.id) }
            func next(_ destination: FlowGraph.Destination?) -> TemplateValue {
                if case .slide(let target)? = destination { .string(cases[target]) } else { false }
            }
            let steps: [TemplateValue] = restricted.slides.indices.compactMap { index in
                let slide = restricted.slides[index]
                let own = graph.destination(of: slide.next, from: index)
                let options = slide.kind == .choice ? slide.choices.filter { $0.next != nil } : []
                let branching: [TemplateValue] = options.compactMap { choice in
                    let destination = graph.destination(of: choice.next!, from: index)
                    return destination == own ? nil : [
                        "case": .string(Self.caseName(of: choice.id)), "rawValue": .literal(choice.id), "next": next(destination),
                    ]
                }
                // The end is where the switch's default leads.
                if branching.isEmpty, own == .end { return nil }
                return ["case": .string(cases[index]), "next": next(own), "options": .list(branching)]
            }
            let overrides: [TemplateValue] = variant.overrides.map { texts in
                func text(_ field: String, _ value: String?) -> TemplateValue {
                    .text(value, key: TextKey.variantText(field, ofSlide: texts.slideID, in: variant.name))
                }
                return [
                    "variant": .string(Self.caseName(of: variant.name)),
                    "case": .string(Self.caseName(of: texts.slideID)),
                    "title": text("title", texts.title),
                    "boldTitle": text("boldTitle", texts.boldTitle),
                    "subtitle": text("subtitle", texts.subtitle),
                    "buttonTitle": text("buttonTitle", texts.buttonTitle),
                ]
            }
            return [
                "case": .string(Self.caseName(of: variant.name)),
                "rawValue": .literal(variant.name),
                "weight": .string(String(variant.weight)),
                "slides": .list(cases.map(TemplateValue.string)),
                "steps": .list(steps),
                "overrides": .list(overrides),
            ]
        })
    }
}
