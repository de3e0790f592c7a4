import OnboardingModel

/// The slides of a spec grouped by title, titles compared by `DuplicateTextRule.comparisonKey(of:)`.
struct TitleGroups {
    /// The slides of each title, in spec order.
    private var groups: [[Int]] = []
    /// For each slide, its group and its place in the group; `nil` for a slide without a title.
    private var placeOfSlide: [(group: Int, position: Int)?]

    init(slides: [Slide]) {
        placeOfSlide = Array(repeating: nil, count: slides.count)
        var groupByKey: [TitleKey: Int] = [:]
        var folding = TitleCaseFolding()
        for index in slides.indices {
            guard let title = slides[index].title else { continue }
            let key = TitleKey(bytes: folding.key(of: title))
            guard !key.bytes.isEmpty else { continue }
            let group = groupByKey[key] ?? groups.count
            if group == groups.count {
                groupByKey[key] = group
                groups.append([])
            }
            placeOfSlide[index] = (group, groups[group].count)
            groups[group].append(index)
        }
    }

    /// A comparison key hashed as one run of bytes. Keyed by `[UInt8]`, the dictionary costs a
    /// run-time conformance lookup on first use and hashes each byte on its own: `onboardc lint` of
    /// Quiz took 8.82 M instructions rather than 8.66 M (callgrind), most of them in the lookup.
    private struct TitleKey: Hashable {
        var bytes: [UInt8]

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// The slides before the slide at `index` with the same title, in spec order.
    func earlierSlides(withTheTitleOf index: Int) -> ArraySlice<Int> {
        guard let (group, position) = placeOfSlide[index] else { return [] }
        return groups[group][..<position]
    }
}

extension DuplicateTextRule {
    /// The UTF-8 of `title` without the white space around it, lowercased: titles with equal keys
    /// are the same.
    ///
    /// Keys are compared byte for byte, so that titles are compared as written: canonically
    /// equivalent spellings, such as `é` and `e` + U+0301, are different titles.
    static func comparisonKey(of title: String) -> [UInt8] {
        var folding = TitleCaseFolding()
        return folding.key(of: title)
    }
}
