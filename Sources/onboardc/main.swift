import Foundation
import OnboardingCompiler

signal(SIGPIPE, SIG_IGN)

let context = ToolContext(
    currentDirectory: FileManager.default.currentDirectoryPath,
    writeStandardOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    writeStandardError: { text in FileHandle.standardError.write(Data(text.utf8)) },
    standardErrorIsTerminal: isatty(STDERR_FILENO) != 0
)
let status = CommandLineTool(context: context).run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
