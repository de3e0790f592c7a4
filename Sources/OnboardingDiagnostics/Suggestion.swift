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
        let wordScalars = Array(word.unicodeScalars)
        let limit = max(1, min(3, wordCount / 3))
        var rows = EditDistanceRows()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let lowered = candidate.lowercased()
            var distance: Int
            if isCandidateFollowedByCamelCase(original, candidate: lowered) {
                distance = 1
            } else {
                let scalars = Array(lowered.unicodeScalars)
                // Too many scalars to be within `limit` edits of the candidate or of its beginning; a
                // long word (a hostile key of a megabyte) costs nothing more than this check.
                if wordScalars.count > scalars.count + limit { continue }
                distance = rows.distance(wordScalars[...], scalars[...], limit: limit)
                if wordCount >= 4, lowered.count > wordCount {
                    let beginning = scalars[..<lowered.prefix(wordCount).unicodeScalars.count]
                    distance = min(distance, rows.distance(wordScalars[...], beginning, limit: limit) + 1)
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
        var rows = EditDistanceRows()
        return rows.distance(Array(lhs.unicodeScalars)[...], Array(rhs.unicodeScalars)[...], limit: limit)
    }
}

/// The rows of `Suggestion.editDistance`'s table, kept from one comparison to the next, so that a
/// word compared with every candidate allocates them once.
private struct EditDistanceRows {
    private var previousPrevious: [Int] = []
    private var previous: [Int] = []
    private var current: [Int] = []

    /// The optimal string alignment distance of `a` and `b`, or more than `limit` once it exceeds it.
    mutating func distance(_ a: ArraySlice<Unicode.Scalar>, _ b: ArraySlice<Unicode.Scalar>, limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        if previous.count <= b.count {
            previousPrevious = [Int](repeating: 0, count: b.count + 1)
            previous = previousPrevious
            current = previousPrevious
        }
        for j in 0...b.count { previous[j] = j }
        let a0 = a.startIndex - 1
        let b0 = b.startIndex - 1
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[a0 + i] == b[b0 + j] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[a0 + i] == b[b0 + j - 1], a[a0 + i - 1] == b[b0 + j] {
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
