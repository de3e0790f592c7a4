import Foundation
@testable import JSONSyntax
@testable import OnboardingCompiler
@testable import OnboardingModel
import Testing


/// Validation with Python's `jsonschema` (`Draft202012Validator`), the reference the schema is held to.
enum PythonJSONSchema {
    /// Checks `schema` against the draft 2020-12 meta-schema, then returns the messages of the
    /// errors each of `documents` (JSON texts) has against it, in order: empty for a valid document.
    static func errors(of documents: [String], schema: String = SpecSchema.rendered()) throws -> [[String]] {
        let script = """
            import json, sys, jsonschema
            payload = json.load(sys.stdin)
            schema = json.loads(payload["schema"])
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            print(json.dumps([sorted(error.message for error in validator.iter_errors(json.loads(text))) for text in payload["documents"]]))
            """
        return try run(script, payload: ["schema": .string(schema), "documents": .array(documents.map { .string($0) })])
    }

    /// Whether each string matches the `pattern` keyword paired with it, as `jsonschema` applies it.
    static func matches(_ cases: [(pattern: String, text: String)]) throws -> [Bool] {
        let script = """
            import json, sys, jsonschema
            cases = json.load(sys.stdin)["cases"]
            print(json.dumps([jsonschema.Draft202012Validator({"type": "string", "pattern": p}).is_valid(t) for p, t in cases]))
            """
        return try run(script, payload: ["cases": .array(cases.map { .array([.string($0.pattern), .string($0.text)]) })])
    }

    private static func run<Output: Decodable>(_ script: String, payload: [String: JSONLiteral]) throws -> Output {
        let result = try ExternalTool.run("python3", ["-c", script], input: Data(JSONLiteral.object(payload).rendered().utf8))
        guard result.status == 0 else {
            throw ExternalTool.Missing(description: "python3 failed (\(result.status)):\n\(result.errors)")
        }
        return try JSONDecoder().decode(Output.self, from: Data(result.output.utf8))
    }
}
