import JSONSyntax
import OnboardingCodeGen
import OnboardingDiagnostics
import OnboardingModel
import OnboardingSemantics

/// The other specs of the module a build compiles specs into, which it does not build
/// (`--same-module-spec`, the target's other specs, which the build tool plugin passes since it
/// builds each spec alone): a spec named as one of them would declare the same type twice.
struct SameModuleSpecs {
    private struct Sibling {
        /// The spec's file name, as a message names it.
        var fileName: String
        var name: String
    }

    /// Each sibling by the type it declares.
    private var siblingByTypeName: [String: Sibling] = [:]

    /// The specs at `paths` but those the configuration excludes, which declare no type, and those
    /// at `builtPaths`; a sibling that cannot be read or lowered is left to its own build.
    init(paths: [String], excluding isExcluded: (String) -> Bool, builtPaths: Set<String>, compiler: Compiler, context: ToolContext) {
        for path in paths where !isExcluded(path) {
            let normalized = FilePath.normalized(path, relativeTo: context.currentDirectory)
            guard !builtPaths.contains(normalized),
                let source = try? SourceLoader.load(path, relativeTo: context.currentDirectory, maximumSize: compiler.options.maximumFileSize),
                let spec = compiler.lower(source)
            else { continue }
            let typeName = CodeGenerator.typeName(for: spec)
            if siblingByTypeName[typeName] == nil {
                siblingByTypeName[typeName] = Sibling(fileName: FilePath.lastComponent(of: path), name: spec.name)
            }
        }
    }

    /// An `identifier_collision` error at the name of each of `checked` whose type a sibling
    /// declares too.
    func clashes(with checked: [Compiler.CheckedSpec]) -> [Diagnostic] {
        guard !siblingByTypeName.isEmpty else { return [] }
        return checked.compactMap { checked in
            guard let spec = checked.lowered, let tree = checked.tree else { return nil }
            let typeName = CodeGenerator.typeName(for: spec)
            guard let sibling = siblingByTypeName[typeName] else { return nil }
            let namePointer = spec.pointer + "/name"
            let isNamedByItsFile = tree.resolve(namePointer) == nil
            let named = "this spec is named \(spec.name.quotedForDiagnostic)" + (isNamedByItsFile ? " after its file" : "")
            let other =
                sibling.name == spec.name
                ? ", as \(sibling.fileName.quotedForDiagnostic) of the same module is"
                : ", and \(sibling.fileName.quotedForDiagnostic) of the same module \(sibling.name.quotedForDiagnostic)"
            return tree.diagnostic(
                .identifierCollision,
                named + other + ": both would declare the type \(typeName.quotedForDiagnostic); give one of them another 'name'",
                at: isNamedByItsFile ? spec.pointer : namePointer)
        }
    }
}
