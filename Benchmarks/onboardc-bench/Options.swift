/// The command line of `onboardc-bench`.
struct Options {
    enum Section: String, CaseIterable {
        /// Instructions of each stage on each headline input (callgrind).
        case stages
        /// `onboardc build` and `lint` as processes against a Foundation hello world.
        case process
        /// `swiftc -c` of each shipped spec's generated file against a Foundation hello world.
        case generated
        /// Generated files of 50 and 200 slides against the same content written by hand, at `-Onone` and `-O`.
        case slides
        /// Clean debug builds of packages that use the plugin, prebuilt and from source, against a hello package.
        case consumer
        /// A clean `swift build -c release` of onboardc against one of a hello package.
        case selfbuild
    }

    /// What runs without `--sections`: everything but the clean builds, which take minutes.
    static let defaultSections: Set<Section> = [.stages, .process, .generated, .slides]

    /// Fewer inputs and rounds: a smoke test that runs in seconds.
    var isQuick = false
    var jsonPath: String?
    var sections = defaultSections
    /// Interleaved pairs of processes in `process`.
    var rounds = 15
    /// Interleaved pairs of compilations in `generated`, and rounds in `slides`.
    var compileRounds = 5
    /// Interleaved clean builds in `consumer` and `selfbuild`.
    var buildRounds = 3
    var onboardcPath: String?
    var swiftcPath: String?
    var seed: UInt64 = 1

    /// `--run-stages SPEC [--catalog FILE]`: runs every stage on one spec in this process, each in a
    /// function of its own, for callgrind to count; the `stages` section starts it.
    var stagesToRun: (spec: String, catalog: String?)?
    /// `--write-spec SLIDES FILE`: writes a generated spec and exits.
    var specToWrite: (slides: Int, path: String)?

    static let usage = """
        Usage: onboardc-bench [--quick] [--sections stages,process,generated,slides,consumer,selfbuild]
                              [--rounds N] [--compile-rounds N] [--build-rounds N] [--json FILE] [--seed N]
                              [--onboardc PATH] [--swiftc PATH]
               onboardc-bench --write-spec SLIDES FILE [--seed N]
               onboardc-bench --run-stages SPEC [--catalog FILE]

        Measures onboardc on the sizes teams have: the shipped specs (Specs/), a spec of 50 slides
        and a lint report of 200 findings. Each figure is a ratio to a reference measured in the
        same run: the instructions of each stage as a share of the whole (callgrind), 'onboardc
        build' and 'onboardc lint' as processes against a Foundation hello world (interleaved
        pairs), compiling generated files against compiling a Foundation hello world, a slide of a
        generated file against the same slide written by hand (specs of 50 and 200 slides), and
        clean builds of onboardc and of an app that uses its plugin against a hello package.
        Without --sections it runs stages, process, generated and slides; consumer and selfbuild
        take minutes.
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
            guard let number = Int(text), number > 0 else {
                throw UsageError(message: "\(option) needs a positive integer, found '\(text)'")
            }
            return number
        }
        var explicitRounds: Int?
        var explicitCompileRounds: Int?
        var explicitBuildRounds: Int?
        var explicitSections: Set<Section>?
        var catalog: String?
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--quick": isQuick = true
            case "--json": jsonPath = try value(argument)
            case "--rounds": explicitRounds = try integer(argument)
            case "--compile-rounds": explicitCompileRounds = try integer(argument)
            case "--build-rounds": explicitBuildRounds = try integer(argument)
            case "--seed": seed = UInt64(try integer(argument))
            case "--onboardc": onboardcPath = try value(argument)
            case "--swiftc": swiftcPath = try value(argument)
            case "--catalog": catalog = try value(argument)
            case "--run-stages": stagesToRun = (try value(argument), nil)
            case "--write-spec":
                let slides = try integer(argument)
                specToWrite = (slides, try value(argument))
            case "--sections":
                var chosen = Set<Section>()
                for name in try value(argument).split(separator: ",") {
                    guard let section = Section(rawValue: String(name)) else {
                        let names = Section.allCases.map(\.rawValue).joined(separator: ", ")
                        throw UsageError(message: "unknown section '\(name)' (sections: \(names))")
                    }
                    chosen.insert(section)
                }
                explicitSections = chosen
            case "--help", "-h":
                throw UsageError(message: "")
            default:
                throw UsageError(message: "unknown argument '\(argument)'")
            }
            index += 1
        }
        stagesToRun?.catalog = catalog
        if isQuick {
            rounds = 3
            compileRounds = 1
            buildRounds = 1
        }
        rounds = explicitRounds ?? rounds
        compileRounds = explicitCompileRounds ?? compileRounds
        buildRounds = explicitBuildRounds ?? buildRounds
        sections = explicitSections ?? sections
    }
}
