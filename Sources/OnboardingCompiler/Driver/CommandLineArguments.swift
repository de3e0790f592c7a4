/// The options a subcommand accepts, and the parse of its arguments against them.
///
/// Options may stand before or after the positional arguments; `--name=value` and `--name value`
/// are the same; `--` ends the options.
public struct CommandLineArguments: Sendable {
    /// One option of a subcommand.
    public struct Option: Sendable, Hashable {
        public let name: String
        /// The placeholder of the option's value, such as `DIR`; `nil` for a flag.
        public let valueName: String?
        public let help: String
        /// Whether the option may be given more than once, collecting every value.
        public let isRepeatable: Bool

        public static func flag(_ name: String, help: String) -> Option {
            Option(name: name, valueName: nil, help: help, isRepeatable: false)
        }

        public static func value(_ name: String, _ valueName: String, help: String, repeatable: Bool = false) -> Option {
            Option(name: name, valueName: valueName, help: help, isRepeatable: repeatable)
        }
    }

    /// A command line that does not fit the subcommand's options.
    public struct UsageError: Error, Equatable, Sendable {
        public let message: String
    }

    public private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]

    /// Parses `arguments` (without the subcommand's name) against `options`.
    public init(_ arguments: [String], options: [Option]) throws(UsageError) {
        let byName = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = byName[name] else {
                let valid = options.map(\.name).sorted().joined(separator: ", ")
                let suggestion = Suggestion.closest(to: name, among: options.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '\(name)'\(suggestion) (valid options: \(valid))")
            }
            let value: String
            if option.valueName == nil {
                guard inlineValue == nil else { throw UsageError(message: "option '\(name)' takes no value") }
                value = ""
            } else if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "option '\(name)' needs a value \(option.valueName ?? "")")
            }
            if !option.isRepeatable, values[name] != nil {
                throw UsageError(message: "option '\(name)' is given more than once")
            }
            values[name, default: []].append(value)
        }
    }

    /// Whether the flag or option `name` was given.
    public func has(_ name: String) -> Bool { values[name] != nil }

    /// The value of option `name`, the last one if it was repeated.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for the repeatable option `name`, in order.
    public func allValues(_ name: String) -> [String] { values[name] ?? [] }
}

/// Finds the candidate closest to a misspelt word by edit distance, for "did you mean" hints.
public enum Suggestion {
    /// The closest candidate to `word`, if one is close enough to be what the user meant.
    ///
    /// A candidate is close when few edits turn `word` into it, or, one edit dearer, into its
    /// beginning: `primaryColour` suggests `primaryColorLight`.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let word = word.lowercased()
        let wordCount = word.count
        let wordScalarCount = word.unicodeScalars.count
        let limit = max(1, min(3, wordCount / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let lowered = candidate.lowercased()
            // Too many scalars to be within `limit` edits of the candidate or of its beginning; a
            // long word (a hostile key of a megabyte) costs nothing more than this check.
            if wordScalarCount > lowered.unicodeScalars.count + limit { continue }
            var distance = editDistance(word, lowered, limit: limit)
            if wordCount >= 4, lowered.count > wordCount {
                distance = min(distance, editDistance(word, String(lowered.prefix(wordCount)), limit: limit) + 1)
            }
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
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
