import Foundation
@testable import OnboardingCompiler
import Testing


/// Every file onboardc reads, named on the command line or found, is refused at once with one line
/// when it is not a regular file: a FIFO would otherwise block `open` for ever, a device read
/// without end.
@Suite struct SpecialFileTests {
    static let spec = #"{"slides":[{"title":"x"}]}"#
    static let fifoReason = "it is a FIFO (named pipe), not a regular file"

    /// A scratch directory with a good spec `A.onboarding.json`.
    private func scratch() throws -> ToolRun {
        let run = try ToolRun()
        try run.write(Self.spec, to: "A.onboarding.json")
        return run
    }

    private func makeFIFO(_ run: ToolRun, _ name: String) throws {
        try FileManager.default.createDirectory(at: run.url(name).deletingLastPathComponent(), withIntermediateDirectories: true)
        try #require(mkfifo(run.url(name).path, 0o644) == 0)
    }

    /// Runs the real binary, which must end within seconds with exit status 2 and exactly the error line `expected`.
    private func expectRefusal(_ arguments: [String], in run: ToolRun, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try OnboardcBinary.run(arguments, in: run.directory, timeLimit: 20)
        #expect(!result.timedOut, "\(arguments) hung", sourceLocation: sourceLocation)
        #expect(result.status == 2 && !result.wasSignalled, "\(arguments): \(result.status)", sourceLocation: sourceLocation)
        #expect(result.errors == expected + "\n", "\(arguments)", sourceLocation: sourceLocation)
    }

    @Test func fifoAsASpecIsRefusedByEveryCommand() throws {
        let run = try scratch()
        defer { run.removeDirectory() }
        try makeFIFO(run, "Pipe.onboarding.json")
        let error = "error: cannot read 'Pipe.onboarding.json': \(Self.fifoReason)"
        for command in [["lint"], ["build", "--output", "out"], ["parse"], ["graph"], ["lint", "A.onboarding.json"]] {
            try expectRefusal(command + ["Pipe.onboarding.json"], in: run, error)
        }
        #expect(!FileManager.default.fileExists(atPath: run.url("out").path))
    }

    @Test func fifoAsAConfigurationNamedOrFoundIsRefused() throws {
        let run = try scratch()
        defer { run.removeDirectory() }
        try makeFIFO(run, "config/pipe.json")
        try expectRefusal(["lint", "A.onboarding.json", "--config", "config/pipe.json"], in: run, "error: cannot read 'config/pipe.json': \(Self.fifoReason)")
        try makeFIFO(run, ".onboardc.json")
        try expectRefusal(["lint", "A.onboarding.json"], in: run, "error: cannot read '.onboardc.json': \(Self.fifoReason)")
        try expectRefusal(["build", "A.onboarding.json", "--output", "out"], in: run, "error: cannot read '.onboardc.json': \(Self.fifoReason)")
    }

    @Test func fifoAsABaselineOrATemplateIsRefused() throws {
        let run = try scratch()
        defer { run.removeDirectory() }
        try makeFIFO(run, "baseline.json")
        try expectRefusal(["lint", "A.onboarding.json", "--baseline", "baseline.json"], in: run, "error: cannot read 'baseline.json': \(Self.fifoReason)")
        try run.write("// {{ typeName }}\n", to: "templates/Onboarding.swift.template")
        try makeFIFO(run, "templates/_slide.swift.template")
        try expectRefusal(
            ["build", "A.onboarding.json", "--output", "out", "--templates", "templates"], in: run,
            "error: cannot read 'templates/_slide.swift.template': \(Self.fifoReason)")
    }

    @Test func fifoAsAnAssetCatalogsContentsIsRefused() throws {
        let run = try scratch()
        defer { run.removeDirectory() }
        try run.write("{}", to: "App/Assets.xcassets/Contents.json")
        try run.write("{}", to: "App/Assets.xcassets/Group/hero.imageset/Contents.json")
        try makeFIFO(run, "App/Assets.xcassets/Group/Contents.json")
        try expectRefusal(
            ["lint", "A.onboarding.json", "--assets", "App"], in: run,
            "error: cannot read asset path 'App/Assets.xcassets/Group/Contents.json': \(Self.fifoReason)")
    }

    @Test func devicesSocketsAndDirectoriesAreRefused() throws {
        let run = try scratch()
        defer { run.removeDirectory() }
        try expectRefusal(["lint", "/dev/zero"], in: run, "error: cannot read '/dev/zero': it is a device, not a regular file")
        try expectRefusal(["lint", "A.onboarding.json", "--config", "/dev/null"], in: run, "error: cannot read '/dev/null': it is a device, not a regular file")

        let socketPath = run.url("Socket.onboarding.json").path
        #if canImport(Glibc)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0, "cannot make a socket at \(socketPath)")
        try expectRefusal(["lint", "Socket.onboarding.json"], in: run, "error: cannot read 'Socket.onboarding.json': it is a socket, not a regular file")

        try FileManager.default.createDirectory(at: run.url("folder.json"), withIntermediateDirectories: true)
        try expectRefusal(["lint", "A.onboarding.json", "--baseline", "folder.json"], in: run, "error: cannot read 'folder.json': it is a directory")
        try expectRefusal(["lint", "A.onboarding.json", "--config", "folder.json"], in: run, "error: cannot read 'folder.json': it is a directory")
    }

    /// A FIFO swapped in between the check of a path and its opening is opened without waiting and
    /// refused on what was opened.
    @Test(.timeLimit(.minutes(1))) func openingAFIFOForReadingNeverWaits() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try makeFIFO(run, "pipe")
        #expect(try FileDescriptor.openRegularFile(run.url("pipe").path) == nil)
    }
}
