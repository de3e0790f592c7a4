import Foundation
import OnboardingCompiler

let status = CommandLineTool(context: .currentProcess()).run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
