// Walks the flow generated from Tour.onboarding.json, always taking the first option.
var flow = DemoTourOnboarding.Flow()
print("slides: \(DemoTourOnboarding.SlideID.allCases.map(\.rawValue).joined(separator: " "))")
while !flow.isFinished {
    let slide = flow.slide
    print("\(slide.id.rawValue): \(slide.title?.localized ?? "")")
    if let option = slide.options.first {
        _ = flow.select(optionID: option.id)
        print("  chose \(option.id)")
    }
    for effect in flow.next() {
        print("  effect \(effect)")
    }
}
