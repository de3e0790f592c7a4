#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import OnboardingCompiler

let context = ToolContext.currentProcess()
let status = CommandLineTool(context: context).run(Array(CommandLine.arguments.dropFirst()))
exit(context.finishing(status).rawValue)
