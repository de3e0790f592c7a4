import Foundation
import OnboardingCompiler
import OnboardingDiagnostics

/// `swiftc -swift-version 6 -c` of one Swift file, as an app's build compiles it: timed as a
/// process, or its instructions counted by callgrind.
///
/// A file that imports `OnboardingRuntime` compiles against the module built beside this bench
/// (`<bench's folder>/Modules`, where SwiftPM puts the modules of the bench's dependencies): the
/// bench depends on the `OnboardingRuntime` product for that.
struct SwiftFileCompiler {
    let swiftc: String
    /// The folder given to `swiftc -I`, when the runtime module is there.
    let runtimeModules: String?
    /// Where the object files go.
    let directory: String

    init(swiftc: String, bench: String, directory: String) {
        let modules = URL(fileURLWithPath: bench).deletingLastPathComponent().appendingPathComponent("Modules").path
        self.swiftc = swiftc
        self.runtimeModules = FileManager.default.fileExists(atPath: modules + "/OnboardingRuntime.swiftmodule") ? modules : nil
        self.directory = directory
    }

    /// The arguments of `swiftc` for `source` at `optimization`; a library is compiled as SwiftPM
    /// compiles a target's files, a main file (the hello world) as a script.
    private func arguments(_ source: String, optimization: String, isLibrary: Bool) -> [String] {
        var arguments = ["-swift-version", "6", optimization, "-c", source, "-o", directory + "/out.o"]
        if isLibrary {
            arguments.append("-parse-as-library")
            if let runtimeModules { arguments += ["-I", runtimeModules] }
        }
        return arguments
    }

    /// Compiles `source`; a failure is an error.
    func compile(_ source: String, optimization: String, isLibrary: Bool = true) throws -> ChildProcess.Result {
        let result = try ChildProcess.run(swiftc, arguments(source, optimization: optimization, isLibrary: isLibrary))
        guard result.status == 0 else {
            throw BenchmarkError("swiftc \(optimization) -c \(source) failed:\n\(result.standardError.prefix(2_000))")
        }
        return result
    }

    /// The instructions of the compiler's frontend compiling `source`, counted by callgrind.
    ///
    /// Valgrind cannot read the driver's debug information, so the frontend job the driver
    /// prints for `-###` runs under callgrind alone; the driver's own start is left out, of the
    /// reference as much as of the measured file.
    func instructions(_ source: String, optimization: String, isLibrary: Bool = true, valgrind: String) throws -> Int {
        let jobs = try ChildProcess.output(swiftc, arguments(source, optimization: optimization, isLibrary: isLibrary) + ["-###"])
        guard let job = jobs.split(separator: "\n").first, !job.contains("\""), !job.contains("'") else {
            throw BenchmarkError("swiftc -### printed no frontend job the bench can split:\n\(jobs.prefix(2_000))")
        }
        let profile = directory + "/callgrind.swiftc.out"
        let run = try ChildProcess.callgrind(valgrind, profile: profile, job.split(separator: " ").map(String.init))
        guard run.status == 0, let totals = try String(contentsOfFile: profile, encoding: .utf8).split(separator: "\n")
            .first(where: { $0.hasPrefix("totals: ") }), let count = Int(totals.dropFirst("totals: ".count))
        else {
            throw BenchmarkError("callgrind of swiftc \(optimization) -c \(source) failed:\n\(run.standardError.suffix(2_000))")
        }
        return count
    }

    /// Writes the Swift file that onboardc generates for the spec `bytes` into the compiler's
    /// folder; returns its path and its number of lines.
    func writeGeneratedFile(spec bytes: [UInt8], name: String) throws -> (path: String, lines: Int) {
        let specPath = "Specs/\(name).onboarding.json"
        guard let spec = Compiler().check(SourceFile(path: specPath, bytes: bytes)).valid else {
            throw BenchmarkError("\(name) does not validate")
        }
        let generated = try Compiler().generate(spec, specPath: specPath)
        let path = directory + "/" + generated.fileName
        try Data(generated.utf8).write(to: URL(fileURLWithPath: path))
        return (path, generated.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count)
    }
}
