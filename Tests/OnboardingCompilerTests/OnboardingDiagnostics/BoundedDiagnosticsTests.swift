@testable import OnboardingDiagnostics
import Testing

@Suite struct BoundedDiagnosticsTests {
    private static func diagnostic(_ severity: Diagnostic.Severity, _ message: String) -> Diagnostic {
        Diagnostic(severity, message, at: nil)
    }

    @Test func pastTheLimitDiagnosticsAreCountedNotKept() {
        var diagnostics = BoundedDiagnostics(limit: 3)
        for index in 0..<10 { diagnostics.append(Self.diagnostic(index.isMultiple(of: 2) ? .warning : .note, "\(index)")) }
        #expect(diagnostics.kept.map(\.message) == ["0", "1", "2"])
        #expect(diagnostics.leftOut.warnings == 3)
        #expect(diagnostics.leftOut.notes == 4)
        #expect(diagnostics.leftOut.total == 7)
        #expect(!diagnostics.containsErrors)
    }

    @Test func anErrorTakesThePlaceOfTheLatestWarning() {
        var diagnostics = BoundedDiagnostics(limit: 2)
        diagnostics.append(contentsOf: [Self.diagnostic(.warning, "w1"), Self.diagnostic(.note, "n2"), Self.diagnostic(.error, "e1")])
        #expect(diagnostics.kept.map(\.message) == ["w1", "e1"])
        #expect(diagnostics.leftOut.notes == 1)
        diagnostics.append(Self.diagnostic(.error, "e2"))
        #expect(diagnostics.kept.map(\.message) == ["e2", "e1"])
        #expect(diagnostics.leftOut.warnings == 1)
        // Every diagnostic kept is an error: a further error is counted.
        diagnostics.append(Self.diagnostic(.error, "e3"))
        #expect(diagnostics.kept.map(\.message) == ["e2", "e1"])
        #expect(diagnostics.leftOut.errors == 1)
        #expect(diagnostics.containsErrors)
    }

    @Test func noLimitKeepsEverything() {
        var diagnostics = BoundedDiagnostics(limit: nil)
        for index in 0..<1_000 { diagnostics.append(Self.diagnostic(.warning, "\(index)")) }
        #expect(diagnostics.kept.count == 1_000)
        #expect(diagnostics.leftOut.total == 0)
        diagnostics.treatWarningsAsErrors()
        #expect(diagnostics.kept.allSatisfy { $0.severity == .error })
    }

    @Test func aLimitBelowOneKeepsOne() {
        var diagnostics = BoundedDiagnostics(limit: 0)
        diagnostics.append(contentsOf: [Self.diagnostic(.warning, "w"), Self.diagnostic(.error, "e")])
        #expect(diagnostics.kept.map(\.message) == ["e"])
        #expect(diagnostics.limit == 1)
    }

    @Test func strictnessTurnsKeptAndCountedWarningsIntoErrors() {
        var diagnostics = BoundedDiagnostics(limit: 2)
        diagnostics.append(contentsOf: [Self.diagnostic(.warning, "w1"), Self.diagnostic(.note, "n"), Self.diagnostic(.warning, "w2")])
        diagnostics.treatWarningsAsErrors()
        #expect(diagnostics.kept.map(\.severity) == [.error, .note])
        #expect(diagnostics.leftOut.errors == 1 && diagnostics.leftOut.warnings == 0)
        // The note is the only one an error can still replace.
        diagnostics.append(Self.diagnostic(.error, "e"))
        #expect(diagnostics.kept.map(\.message) == ["w1", "e"])
    }

    @Test func aWarningMadeAnErrorIsNotReplaced() {
        var diagnostics = BoundedDiagnostics(limit: 3)
        diagnostics.append(contentsOf: [Self.diagnostic(.warning, "w1"), Self.diagnostic(.warning, "w2"), Self.diagnostic(.note, "n")])
        diagnostics.modify(at: 2) { $0.severity = .error }
        diagnostics.modify(at: 1) { $0.severity = .error }
        diagnostics.append(Self.diagnostic(.error, "e1"))
        #expect(diagnostics.kept.map(\.message) == ["e1", "w2", "n"])
        // Every diagnostic kept is an error now: a further error is counted.
        diagnostics.append(Self.diagnostic(.error, "e2"))
        #expect(diagnostics.kept.map(\.message) == ["e1", "w2", "n"])
        #expect(diagnostics.leftOut.errors == 1 && diagnostics.leftOut.warnings == 1)
    }
}
