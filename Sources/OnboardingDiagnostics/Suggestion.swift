/// Finds the candidate closest to a misspelt word by edit distance, and says it in a message.
public enum Suggestion {
    /// The end of a message that offers `suggestion`: `; did you mean 'title'?`, or nothing when
    /// there is none.
    ///
    /// The suggestion is quoted as user text is, since it may come from the spec itself (a slide id).
    public static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \($0.quotedForDiagnostic)?" } ?? ""
    }

    /// The closest candidate to `word`, if one is close enough to be what the user meant.
    ///
    /// A candidate is close when few edits turn `word` into it, or, one edit dearer, into its
    /// beginning: `primaryColour` suggests `primaryColorLight`. A word that is a candidate of four
    /// letters or more with a word of camel case after it is one edit away: `loginConfiguration`
    /// suggests `login`.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let original = word
        let word = word.lowercased()
        let wordCount = word.count
        let wordScalarCount = word.unicodeScalars.count
        let limit = max(1, min(3, wordCount / 3))
        var best: (candidate: String, distance: Int)?
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
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
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
    public mutating func spend(_ suggest: () -> String?) -> String? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        return suggest()
    }
}
