import Foundation
@testable import JSONSyntax
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLint
@testable import OnboardingReporting
import Testing


/// Input beyond a limit is a positioned error, never a crash, a hang or a blow-up.
@Suite struct LimitsTests {
    /// The diagnostics of the stages before lint: limits are about reading a spec, not its quality.
    private func lines(_ text: String, options: Compiler.Options = .init()) -> [String] {
        let checked = Compiler(options: options).check(SourceFile(path: "L.onboarding.json", text: text))
        let lintRuleIDs = Set(RuleCatalog.lintRules.map(\.id))
        let diagnostics = checked.diagnostics.filter { !lintRuleIDs.contains($0.ruleID ?? "") }
        return XcodeReporter().report(diagnostics, in: ReportContext(checkedPaths: [], toolVersion: "test"))
            .split(separator: "\n").map(String.init)
    }

    @Test func defaultLimits() {
        let options = Compiler.Options()
        #expect(options.maximumDepth == 512)
        #expect(options.maximumStringLength == 1_048_576)
        #expect(options.maximumNumberLength == 1_000)
        #expect(options.maximumSlideCount == 1_000_000)
        #expect(options.maximumFileSize == 64 * 1024 * 1024)
    }

    @Test func stringLongerThanTheLimitIsAnErrorAtItsOpeningQuote() {
        let atLimit = String(repeating: "a", count: 1 << 20)
        #expect(lines(#"{"slides":[{"title":"\#(atLimit)"}]}"#).isEmpty)
        #expect(lines(#"{"slides":[{"title":"\#(atLimit)b"}]}"#) == [
            "L.onboarding.json:1:21: error: string is 1048577 bytes long, more than the limit of 1048576 bytes"
        ])
    }

    @Test func stringLengthCountsDecodedUTF8Bytes() {
        var options = Compiler.Options()
        options.maximumStringLength = 6
        // Six bytes once decoded, however they are written.
        #expect(lines(#"{"slides":[{"title":"\u00e9\u00e9\u00e9"}]}"#, options: options).isEmpty)
        #expect(lines(#"{"slides":[{"title":"😀!!"}]}"#, options: options).isEmpty)
        #expect(lines(#"{"slides":[{"title":"\ud83d\ude00!!!"}]}"#, options: options) == [
            "L.onboarding.json:1:21: error: string is 7 bytes long, more than the limit of 6 bytes"
        ])
        // Keys are strings too.
        #expect(lines(#"{"slides":[{"title12":"x"}]}"#, options: options).first?.hasPrefix("L.onboarding.json:1:13: error: string is 7 bytes long") == true)
    }

    @Test func numberLongerThanTheLimitIsAnErrorAtItsFirstCharacter() {
        let digits = String(repeating: "9", count: 999)
        #expect(lines(#"{"slides":[{"title":"x"}],"specVersion":\#(digits)}"#).first?.hasSuffix("[number_out_of_range]") == true)
        #expect(lines(#"{"slides":[{"title":"x"}],"specVersion":-\#(digits)9}"#) == [
            "L.onboarding.json:1:41: error: number is 1001 characters long, more than the limit of 1000"
        ])
        let longFraction = "0." + String(repeating: "0", count: 2_000) + "1"
        #expect(lines(#"{"nextButton":{"height":\#(longFraction)},"slides":[{}]}"#).first?.contains("more than the limit of 1000") == true)
    }

    @Test func tooManySlidesIsOneErrorAndNoSlideIsLowered() {
        var options = Compiler.Options()
        options.maximumSlideCount = 3
        #expect(lines(#"{"slides":[{},{},{}]}"#, options: options).isEmpty)
        #expect(lines(#"{"slides":[{},{},{},{"kind":"quiz"}]}"#, options: options) == [
            "L.onboarding.json:1:11: error: 'slides' has 4 elements, more than the limit of 3"
        ])
    }

    @Test func fileLargerThanTheLimitIsAnError() {
        var options = Compiler.Options()
        options.maximumFileSize = 10
        #expect(lines(#"{"slides":[{}]}"#, options: options) == [
            "L.onboarding.json:1:1: error: file is 15 bytes long, more than the limit of 10 bytes"
        ])
    }

    @Test func maximumFileSizeOption() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(#"{"slides":[{"title":"Hi"}]}"#, to: "A.onboarding.json")
        #expect(run("lint", "A.onboarding.json", "--max-file-size", "27") == .success)
        #expect(run("lint", "A.onboarding.json", "--max-file-size", "26") == .usageError)
        #expect(run.standardError.text.hasSuffix("error: cannot read 'A.onboarding.json': file is larger than the limit of 26 bytes\n"))
        #expect(run("build", "A.onboarding.json", "--output", "out", "--max-file-size=10") == .usageError)
        #expect(run("parse", "A.onboarding.json", "--max-file-size", "10") == .usageError)
        #expect(!FileManager.default.fileExists(atPath: run.url("out").path))
        #expect(run("lint", "A.onboarding.json", "--max-file-size", "lots") == .usageError)
        #expect(run.standardError.text.contains("error: '--max-file-size' must be a whole number of bytes from 0 to \(Int.max), found 'lots'\n"))
    }

    @Test func depthLimitThroughThePipeline() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(lines(#"{"slides":[{}],"x":\#(deep)}"#) == [
            "L.onboarding.json:1:531: error: nesting is deeper than the limit of 512 objects and arrays"
        ])
    }

    /// The parser keeps open objects and arrays on a stack of its own: nesting to the limit needs
    /// little of the thread's stack, even in a debug build on a thread of 256 KiB (Darwin gives
    /// secondary threads 512 KiB; the recursive parser needed more than 512 KiB optimised and 2 MiB
    /// in debug for 512 levels).
    @Test func nestingToTheLimitFitsASmallThreadStack() {
        let objects = String(repeating: "{\"a\":", count: 511) + "[1]" + String(repeating: "}", count: 511)
        let spec = "{\"slides\":[{}],\"x\":" + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}"
        let results = ResultBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            results.set([
                JSONParser.parse(SourceFile(path: "a.json", text: objects)).diagnostics.count,
                Compiler().check(SourceFile(path: "L.onboarding.json", text: spec)).diagnostics.count,
            ])
            done.signal()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        done.wait()
        #expect(results.get() == [0, 1])
    }

    final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var value: [Int] = []
        func set(_ value: [Int]) { lock.withLock { self.value = value } }
        func get() -> [Int] { lock.withLock { value } }
    }

    // MARK: Numbers that do not fit their field

    @Test(arguments: [
        (#""loopFrameStart": 1e400"#, "'loopFrameStart' must be an integer from 0 to 2147483647, found 1e400"),
        (#""loopFrameStart": -1"#, "'loopFrameStart' must be an integer from 0 to 2147483647, found -1"),
        (#""loopFrameStart": 2147483648"#, "'loopFrameStart' must be an integer from 0 to 2147483647, found 2147483648"),
        (#""loopFrameStart": 99999999999999999999999"#, "'loopFrameStart' must be an integer from 0 to 2147483647, found 99999999999999999999999"),
        (#""loopFrameEnd": -1e400"#, "'loopFrameEnd' must be an integer from 0 to 2147483647, found -1e400"),
        (#""loopFrameEnd": 1.5"#, "'loopFrameEnd' must be an integer, found 1.5"),
        (#""loopFrameEnd": 1e-400"#, nil),
        (#""loopFrameEnd": -1e-400"#, nil),
        (#""loopFrameEnd": -0"#, nil),
        (#""loopFrameEnd": -0.0e5"#, nil),
        (#""loopFrameEnd": 2.147483647e9"#, nil),
    ] as [(String, String?)])
    func frameNumbers(member: String, message: String?) {
        let json = #"{"slides":[{"animatedIllustration":{"fileName":"a.json",\#(member)}},{"title":"kept"}]}"#
        let found = lines(json).first
        if let message {
            #expect(found?.hasSuffix("slide 1 is dropped: \(message) [number_out_of_range]") == true || found?.hasSuffix("slide 1 is dropped: \(message) [invalid_type]") == true, "\(found ?? "none")")
        } else {
            #expect(found == nil)
        }
    }

    @Test(arguments: [
        ("1e400", "error: 'height' must be a number from 0.0 to 10000.0, found 1e400 [number_out_of_range]"),
        ("-1e400", "error: 'height' must be a number from 0.0 to 10000.0, found -1e400 [number_out_of_range]"),
        ("10000.000001", "error: 'height' must be a number from 0.0 to 10000.0, found 10000.000001 [number_out_of_range]"),
        ("-1e-400", nil), ("-0", nil), ("1e-400", nil), ("4.4e1", nil),
    ] as [(String, String?)])
    func heightNumbers(number: String, message: String?) throws {
        let json = #"{"nextButton":{"height":\#(number)},"slides":[{}]}"#
        let found = lines(json)
        if let message {
            #expect(found.count == 1 && found[0].hasSuffix(message), "\(found)")
        } else {
            #expect(found.isEmpty)
            let spec = try #require(Compiler().check(SourceFile(path: "L.onboarding.json", text: json)).valid)
            _ = try Compiler().generate(spec, specPath: "L.onboarding.json")
        }
    }

    @Test(arguments: [
        ("1e400", "'specVersion' must be an integer from 0 to 2147483647, found 1e400 [number_out_of_range]"),
        ("99999999999999999999", "'specVersion' must be an integer from 0 to 2147483647, found 99999999999999999999 [number_out_of_range]"),
        ("-1", "'specVersion' must be an integer from 0 to 2147483647, found -1 [number_out_of_range]"),
        ("2", "spec version 2 is not supported; this onboardc reads version 1 [unsupported_spec_version]"),
        ("0", "spec version 0 is not supported; this onboardc reads version 1 [unsupported_spec_version]"),
        ("-0", "spec version 0 is not supported; this onboardc reads version 1 [unsupported_spec_version]"),
        ("1.5", "'specVersion' must be an integer, found 1.5 [invalid_type]"),
        ("1.0", nil), ("1e0", nil), ("0.1e1", nil),
    ] as [(String, String?)])
    func specVersionNumbers(number: String, message: String?) {
        let found = lines(#"{"specVersion":\#(number),"slides":[{}]}"#)
        if let message {
            #expect(found.count == 1 && found[0].hasSuffix(message), "\(found)")
        } else {
            #expect(found.isEmpty, "\(found)")
        }
    }
}
