import OnboardingDiagnostics

/// The options a subcommand accepts, and the parse of its arguments against them.
///
/// Options may stand before or after the positional arguments; `--name=value` and `--name value`
/// are the same; `--` ends the options. No option takes an empty value.
public struct CommandLineArguments: Sendable {
    /// One option of a subcommand.
    public struct Option: Sendable, Hashable {
        public let name: String
        /// The placeholder of the option's value, such as `DIR`; `nil` for a flag.
        public let valueName: String?
        public let help: String
        /// Whether the option may be given more than once, collecting every value.
        public let isRepeatable: Bool
        /// The whole numbers the option accepts, for an option whose value is a number.
        public let integerRange: ClosedRange<Int>?

        public static func flag(_ name: String, help: String) -> Option {
            Option(name: name, valueName: nil, help: help, isRepeatable: false, integerRange: nil)
        }

        public static func value(_ name: String, _ valueName: String, help: String, repeatable: Bool = false) -> Option {
            Option(name: name, valueName: valueName, help: help, isRepeatable: repeatable, integerRange: nil)
        }

        /// An option whose value is a whole number in `range`; any other value is a usage error.
        public static func integer(_ name: String, _ valueName: String, in range: ClosedRange<Int>, help: String) -> Option {
            Option(name: name, valueName: valueName, help: help, isRepeatable: false, integerRange: range)
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
            // `-h` is short for `--help`, which every subcommand takes.
            var name = argument == "-h" && byName["--help"] != nil ? "--help" : argument
            var inlineValue: String?
            // By scalars: a value that begins with a combining mark must not hide the '='.
            if let equals = argument.unicodeScalars.firstIndex(of: "=") {
                name = String(argument.unicodeScalars[..<equals])
                inlineValue = String(argument.unicodeScalars[argument.unicodeScalars.index(after: equals)...])
            }
            guard let option = byName[name] else {
                let valid = options.map(\.name).sorted().joined(separator: ", ")
                let suggestion = Suggestion.didYouMean(Suggestion.closest(to: name, among: options.map(\.name)))
                throw UsageError(message: "unknown option \(name.quotedForDiagnostic)\(suggestion) (valid options: \(valid))")
            }
            let value: String
            if option.valueName == nil {
                guard inlineValue == nil else { throw UsageError(message: "option '\(name)' takes no value") }
                value = ""
            } else if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                // `--output --strict`: a forgotten value must not take the next option as one.
                let nextName = value.unicodeScalars.firstIndex(of: "=").map { String(value.unicodeScalars[..<$0]) } ?? value
                if value.hasPrefix("-"), byName[nextName] != nil || (value == "-h" && byName["--help"] != nil) {
                    throw UsageError(
                        message: "option '\(name)' needs a <\(option.valueName ?? "value")>, found the option \(value.quotedForDiagnostic); "
                            + "write '\(name)=\(value)' for a value that is spelt like one")
                }
                index += 1
            } else {
                throw UsageError(message: "option '\(name)' needs a <\(option.valueName ?? "value")>")
            }
            if let range = option.integerRange, !(Int(value).map(range.contains) ?? false) {
                throw UsageError(
                    message: "'\(name)' must be a whole number of \(option.valueName ?? "units") from \(range.lowerBound) to \(range.upperBound), found \(value.quotedForDiagnostic)")
            }
            // An empty path would stand for the working directory: `--output "$UNSET"` writing there.
            if option.valueName != nil, value.isEmpty {
                throw UsageError(message: "option '\(name)' needs a <\(option.valueName ?? "value")>, not an empty one")
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

    /// The value of the whole-number option `name`, already checked against its range.
    public func integer(_ name: String) -> Int? { value(name).flatMap { Int($0) } }

    /// Every value given for the repeatable option `name`, in order.
    public func allValues(_ name: String) -> [String] { values[name] ?? [] }
}
