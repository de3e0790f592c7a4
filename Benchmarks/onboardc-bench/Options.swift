/// The command line of `onboardc-bench`.
struct Options {
    enum Section: String, CaseIterable {
        case throughput, memory, coldstart, typecheck, compile, lint, consumer
    }

    /// What `--quick` runs unless `--sections` names more: every section but the clean builds of
    /// consumer packages, which compile onboardc from source and take minutes whatever the size.
    static let quickSections = Set(Section.allCases).subtracting([.consumer])

    /// Small sizes, few repetitions: a smoke test that runs in seconds.
    var isQuick = false
    var jsonPath: String?
    var sizes = [10, 1_000, 20_000, 100_000]
    /// Interleaved rounds of the in-memory measurements.
    var rounds = 7
    /// The shortest time one sample of a throughput measurement runs; small specs loop to reach it.
    var minimumSampleSeconds = 0.25
    var sections = Set(Section.allCases)
    var onboardcPath: String?
    var swiftcPath: String?
    var seed: UInt64 = 1
    /// The spec size whose `onboardc build` process is measured for peak memory.
    var memorySlides = 100_000
    var memoryRuns = 3
    var coldStartSlides = 10
    var coldStartRounds = 21
    var typecheckSizes = [1_000, 10_000]
    var typecheckRuns = 3
    /// Slides of the RN-shaped specs whose generated code `swiftc -c` compiles.
    var compileSizes = [100, 1_000, 3_000]
    /// How many times each file is compiled; the report gives the median.
    var compileRuns = 1
    /// Slides of the clean and noisy specs that `onboardc lint` reads, one finding a slide in the noisy one.
    var lintSlides = 30_000
    var lintRounds = 3
    var consumerRounds = 3
    /// An `onboardc` linked statically (the prebuilt plugin's), measured beside the other at cold start.
    var staticOnboardcPath: String?

    /// `--write-spec N FILE`: write a generated spec and exit.
    var specToWrite: (slides: Int, path: String)?
    /// `--profile STAGE FILE`: run one stage on a spec file in a loop, for a profiler.
    var profile: (stage: String, path: String)?
    var profileIterations = 1

    static let usage = """
        Usage: onboardc-bench [--quick] [--json FILE] [--sizes 10,1000,...] [--rounds N]
                              [--sections throughput,memory,coldstart,typecheck,compile,lint,consumer]
                              [--memory-slides N] [--typecheck-sizes 1000,10000] [--compile-sizes 100,1000,3000]
                              [--compile-runs N]
                              [--lint-slides N] [--consumer-rounds N] [--seed N]
                              [--onboardc PATH] [--static-onboardc PATH] [--swiftc PATH]
               onboardc-bench --write-spec SLIDES FILE [--seed N]
               onboardc-bench --profile frontend|build|decoder|serialization|memory FILE [--iterations N]

        Measures onboardc's front end and whole build in memory against JSONDecoder and
        JSONSerialization on generated specs, the peak memory and the cold start of the
        'onboardc build' process, the time swiftc takes to type-check and to compile generated
        code, 'onboardc lint' with each reporter against JSONDecoder as whole processes, and clean
        builds of packages that use the plugin from source, prebuilt, and of a hello world.
        Run it in release: swift run --package-path Benchmarks -c release onboardc-bench
        """

    struct UsageError: Error {
        var message: String
    }

    init(arguments: [String]) throws(UsageError) {
        var index = 0
        func value(_ option: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(option) needs a value") }
            return arguments[index]
        }
        func integer(_ option: String) throws(UsageError) -> Int {
            let text = try value(option)
            guard let number = Int(text.replacingUnderscores()), number > 0 else {
                throw UsageError(message: "\(option) needs a positive integer, found '\(text)'")
            }
            return number
        }
        func integers(_ option: String) throws(UsageError) -> [Int] {
            let text = try value(option)
            let numbers = text.split(separator: ",").compactMap { Int(String($0).replacingUnderscores()) }
            guard !numbers.isEmpty, numbers.allSatisfy({ $0 > 0 }) else {
                throw UsageError(message: "\(option) needs positive integers separated by commas, found '\(text)'")
            }
            return numbers
        }
        var explicitSizes: [Int]?
        var explicitRounds: Int?
        var explicitMemorySlides: Int?
        var explicitTypecheckSizes: [Int]?
        var explicitCompileSizes: [Int]?
        var explicitLintSlides: Int?
        var explicitConsumerRounds: Int?
        var explicitSections: Set<Section>?
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--quick": isQuick = true
            case "--json": jsonPath = try value(argument)
            case "--sizes": explicitSizes = try integers(argument)
            case "--rounds": explicitRounds = try integer(argument)
            case "--memory-slides": explicitMemorySlides = try integer(argument)
            case "--typecheck-sizes": explicitTypecheckSizes = try integers(argument)
            case "--compile-sizes": explicitCompileSizes = try integers(argument)
            case "--compile-runs": compileRuns = try integer(argument)
            case "--lint-slides": explicitLintSlides = try integer(argument)
            case "--consumer-rounds": explicitConsumerRounds = try integer(argument)
            case "--static-onboardc": staticOnboardcPath = try value(argument)
            case "--seed": seed = UInt64(try integer(argument))
            case "--onboardc": onboardcPath = try value(argument)
            case "--swiftc": swiftcPath = try value(argument)
            case "--iterations": profileIterations = try integer(argument)
            case "--sections":
                let text = try value(argument)
                var chosen = Set<Section>()
                for name in text.split(separator: ",") {
                    guard let section = Section(rawValue: String(name)) else {
                        let names = Section.allCases.map(\.rawValue).joined(separator: ", ")
                        throw UsageError(message: "unknown section '\(name)' (sections: \(names))")
                    }
                    chosen.insert(section)
                }
                explicitSections = chosen
            case "--write-spec":
                let slides = try integer(argument)
                specToWrite = (slides, try value(argument))
            case "--profile":
                let stage = try value(argument)
                guard ["frontend", "build", "decoder", "serialization", "memory"].contains(stage) else {
                    throw UsageError(message: "unknown stage '\(stage)' (stages: frontend, build, decoder, serialization, memory)")
                }
                profile = (stage, try value(argument))
            case "--help", "-h":
                throw UsageError(message: "")
            default:
                throw UsageError(message: "unknown argument '\(argument)'")
            }
            index += 1
        }
        if isQuick {
            sizes = [10, 1_000]
            rounds = 2
            minimumSampleSeconds = 0.02
            memorySlides = 1_000
            memoryRuns = 1
            coldStartRounds = 3
            typecheckSizes = [1_000]
            typecheckRuns = 1
            compileSizes = [100]
            lintSlides = 1_000
            lintRounds = 1
            consumerRounds = 1
        }
        sizes = explicitSizes ?? sizes
        rounds = explicitRounds ?? rounds
        memorySlides = explicitMemorySlides ?? memorySlides
        typecheckSizes = explicitTypecheckSizes ?? typecheckSizes
        compileSizes = explicitCompileSizes ?? compileSizes
        lintSlides = explicitLintSlides ?? lintSlides
        consumerRounds = explicitConsumerRounds ?? consumerRounds
        sections = explicitSections ?? (isQuick ? Self.quickSections : sections)
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(filter { $0 != "_" })
    }
}
