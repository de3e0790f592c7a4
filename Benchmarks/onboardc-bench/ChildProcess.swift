import Foundation

/// A program run as a child process, timed from `posix_spawn` to `wait4`, with its peak memory.
struct ChildProcess {
    struct Result {
        /// The exit status, or 128 + the signal that ended the process.
        var status: Int32
        /// Wall-clock seconds from spawning to reaping.
        var seconds: Double
        /// User and system processor seconds of the process.
        var processorSeconds: Double
        /// The peak resident set size, in bytes (`ru_maxrss` of `wait4`).
        var maximumResidentBytes: Int
        /// What the program wrote to standard error.
        var standardError: String
    }

    struct LaunchError: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `executable` with `arguments` and the bench's environment with `environment` added,
    /// standard output discarded or written to `outputPath`, standard error kept.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], outputPath: String = "/dev/null"
    ) throws -> Result {
        let errorPath = NSTemporaryDirectory() + "onboardc-bench-stderr-\(getpid()).txt"
        defer { unlink(errorPath) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { _, added in added }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }

        var pid: pid_t = 0
        let start = Stopwatch.now()
        let spawned = argv.withUnsafeBufferPointer { argv in
            envp.withUnsafeBufferPointer { envp in posix_spawn(&pid, executable, &actions, nil, argv.baseAddress!, envp.baseAddress!) }
        }
        guard spawned == 0 else {
            throw LaunchError(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw LaunchError(description: "wait4 failed for \(executable)") }
        }
        let seconds = Stopwatch.elapsed(since: start).wall
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros that Swift does not import.
        let signal = status & 0x7F
        let exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        // Linux reports ru_maxrss in kibibytes (macOS in bytes).
        #if os(Linux)
        let residentBytes = Int(usage.ru_maxrss) * 1024
        #else
        let residentBytes = Int(usage.ru_maxrss)
        #endif
        let processorSeconds =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return Result(
            status: exitStatus, seconds: seconds, processorSeconds: processorSeconds, maximumResidentBytes: residentBytes,
            standardError: errors)
    }

    /// What `executable` writes to standard output; a failure is an error.
    static func output(_ executable: String, _ arguments: [String]) throws -> String {
        let outputPath = NSTemporaryDirectory() + "onboardc-bench-stdout-\(getpid()).txt"
        defer { unlink(outputPath) }
        let result = try run(executable, arguments, outputPath: outputPath)
        guard result.status == 0 else {
            throw LaunchError(description: "\(executable) \(arguments.joined(separator: " ")) failed:\n\(result.standardError.suffix(2_000))")
        }
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    /// Runs `command` under `valgrind --tool=callgrind`, its profile written to `profile`, with
    /// deterministic hashing and, where `setarch` is on `PATH`, without address space layout
    /// randomization: the compiler's tables keyed by pointers otherwise make the instructions of one
    /// `swiftc -O` compile vary by up to a quarter from run to run.
    static func callgrind(
        _ valgrind: String, profile: String, _ command: [String], environment: [String: String] = [:]
    ) throws -> Result {
        let arguments = ["--tool=callgrind", "--callgrind-out-file=" + profile] + command
        let deterministic = environment.merging(["SWIFT_DETERMINISTIC_HASHING": "1"]) { given, _ in given }
        guard let setarch = find("setarch") else { return try run(valgrind, arguments, environment: deterministic) }
        return try run(setarch, ["-R", valgrind] + arguments, environment: deterministic)
    }

    /// The path of `name` on `PATH`, if any.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
