import OnboardingDiagnostics

/// What onboardc says to a person on its streams, besides reports and generated text: a status
/// line such as `Wrote Quiz.html`, an error about a file or an argument.
///
/// Whatever is interpolated into it, paths and arguments above all, is shown with its invisible
/// characters escaped (`escapingInvisibleCharacters`), as diagnostics show them, so that a path
/// holding `ESC[31m`, a line break or a right-to-left override can neither colour the terminal nor
/// split or reorder the line. The literal text is onboardc's own.
struct ToolMessage: ExpressibleByStringInterpolation {
    /// The message as it is written.
    let text: String

    init(stringLiteral value: String) {
        text = value
    }

    init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var text = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        mutating func appendInterpolation(_ value: Any) {
            text += String(describing: value).escapingInvisibleCharacters
        }
    }
}

extension ToolContext {
    /// Writes `message` to standard output.
    func print(_ message: ToolMessage) {
        writeStandardOutput(message.text)
    }

    /// Writes `message` to standard error.
    func printError(_ message: ToolMessage) {
        writeStandardError(message.text)
    }
}
