#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import OnboardingCompiler

let status = CommandLineTool(context: .currentProcess()).run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
