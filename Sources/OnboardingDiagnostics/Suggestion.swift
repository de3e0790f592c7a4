/// Finds the candidate closest to a misspelt word by edit distance, and says it in a message.
public enum Suggestion {
    /// The end of a message that offers `suggestion`: `; did you mean 'title'?`, or nothing when
    /// there is none.
    ///
    /// The suggestion is quoted as user text is, since it may come from the spec itself (a slide id).
    public static func didYouMean(_ suggestion: String?) -> String {
        didYouMean(suggestion.map { [$0] } ?? [])
    }

    /// The end of a message that offers `suggestions`, equally close: `; did you mean 'title'?`,
    /// `; did you mean 'step1' or 'step2'?`, or nothing when there are none. Past
    /// `offeredSuggestionCount`, the first are offered and the others counted.
    public static func didYouMean(_ suggestions: [String]) -> String {
        guard !suggestions.isEmpty else { return "" }
        guard suggestions.count > offeredSuggestionCount else {
            return "; did you mean \(listed(suggestions.map(\.quotedForDiagnostic), conjunction: "or"))?"
        }
        let offered = suggestions.prefix(offeredSuggestionCount).map(\.quotedForDiagnostic).joined(separator: ", ")
        return "; did you mean \(offered) or one of \(suggestions.count - offeredSuggestionCount) more?"
    }

    /// The most equally close suggestions a message offers by name.
    public static let offeredSuggestionCount = 4

    /// The closest candidate to `word`, if one is close enough to be what the user meant; the first
    /// in the order of `candidates` when several are as close.
    ///
    /// A candidate is close when few edits turn `word` into it, or, one edit dearer, into its
    /// beginning: `primaryColour` suggests `primaryColorLight` (and `primaryColorDark` as much). A
    /// word that is a candidate of four letters or more with a word of camel case after it is one
    /// edit away: `loginConfiguration` suggests `login`.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        closestCandidates(to: word, among: candidates).first
    }

    /// The candidates closest to `word`, each as close as the others, once each and in the order of
    /// `candidates`; empty when none is close enough to be what the user meant (see `closest`).
    public static func closestCandidates(to word: String, among candidates: some Sequence<String>) -> [String] {
        let original = word
        let word = word.lowercased()
        let wordCount = word.count
        let wordScalarCount = word.unicodeScalars.count
        let limit = max(1, min(3, wordCount / 3))
        var best: (candidates: [String], distance: Int) = ([], limit + 1)
        for candidate in candidates {
            let lowered = candidate.lowercased()
            var distance: Int
            if isCandidateFollowedByCamelCase(original, candidate: lowered) {
                distance = 1
            } else {
                // Too many scalars to be within `limit` edits of the candidate or of its beginning; a
                // long word (a hostile key of a megabyte) costs nothing more than this check.
                if wordScalarCount > lowered.unicodeScalars.count + limit { continue }
                distance = editDistance(word, lowered, limit: limit)
                if wordCount >= 4, lowered.count > wordCount {
                    distance = min(distance, editDistance(word, String(lowered.prefix(wordCount)), limit: limit) + 1)
                }
            }
            if distance < best.distance {
                best = ([candidate], distance)
            } else if distance == best.distance, distance <= limit, !best.candidates.contains(candidate) {
                best.candidates.append(candidate)
            }
        }
        return best.candidates
    }

    /// `items` as a sentence lists them: `a`, `a or b`, `a, b or c` with `conjunction` "or".
    public static func listed(_ items: [String], conjunction: String) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// Whether `word` is `candidate`, lowercased and four letters or more, followed by a word in
    /// camel case: `loginConfiguration` and `login`. Reads no more of `word` than the candidate's length.
    private static func isCandidateFollowedByCamelCase(_ word: String, candidate: String) -> Bool {
        guard candidate.utf8.count >= 4, word.utf8.count > candidate.utf8.count else { return false }
        let count = candidate.count
        guard word.prefix(count).lowercased() == candidate else { return false }
        return word.dropFirst(count).first?.isUppercase == true
    }

    /// The Damerau–Levenshtein (optimal string alignment) distance, or more than `limit` once it exceeds it.
    public static func editDistance(_ lhs: String, _ rhs: String, limit: Int = .max) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

extension Suggestion {
    /// What a name that names none of a spec's names most likely meant, said at the end of a
    /// message: the closest names, or when none is close, the names there are. When one name alone
    /// is closest, a fix-it may write it (`replacement`).
    public struct Correction: Hashable, Sendable {
        /// The names as close to the misspelt one as each other; empty when none is close.
        public let closest: [String]
        /// The end of a message: `; did you mean 'practice'?`, `; did you mean 'step1' or 'step2'?`,
        /// `; the slides are 'welcome', 'practice' and 'finale'`, or nothing.
        public let hint: String

        /// The name a fix-it writes: the closest, when no other is as close.
        public var replacement: String? { closest.count == 1 ? closest[0] : nil }

        /// A correction that says nothing, once a file's suggestions are spent.
        public static let none = Correction(closest: [], hint: "")
    }

    /// The most names a correction lists when none is close.
    public static let listedNameCount = 8

    /// What `word`, which names none of `candidates`, most likely means: the closest candidates, or
    /// when none is close, up to `listedNameCount` of them in their order, each a `noun` (`slide`
    /// gives `; the slides are 'a', 'b' and 'c'`); nothing when there are none.
    public static func correction(for word: String, among candidates: [String], listedAs noun: String) -> Correction {
        let closest = closestCandidates(to: word, among: candidates)
        if !closest.isEmpty { return Correction(closest: closest, hint: didYouMean(closest)) }
        var names: [String] = []
        for candidate in candidates where !names.contains(candidate) {
            names.append(candidate)
            if names.count > listedNameCount { break }
        }
        guard !names.isEmpty else { return .none }
        let quoted = names.prefix(listedNameCount).map(\.quotedForDiagnostic)
        let listing =
            names.count > listedNameCount
            ? quoted.joined(separator: ", ") + " and \(Set(candidates).count - listedNameCount) more"
            : listed(quoted, conjunction: "and")
        return Correction(closest: [], hint: names.count == 1 ? "; the only \(noun) is \(listing)" : "; the \(noun)s are \(listing)")
    }
}

/// A limit on the suggestions one file gets.
///
/// A suggestion compares a word with every candidate. Past a few misspellings a file is not one
/// typo away from right, and a suggestion for each of thousands would take time quadratic in the
/// size of the file.
public struct SuggestionBudget: Sendable {
    /// How many suggestions a file gets.
    public static let suggestionsPerFile = 20

    private var remaining = suggestionsPerFile

    public init() {}

    /// What `suggest` suggests, while the budget lasts; `nil` once it is spent.
    public mutating func spend<Suggested>(_ suggest: () -> Suggested?) -> Suggested? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        return suggest()
    }
}
