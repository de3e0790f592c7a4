extension BuiltinTemplates {
    /// The built-in templates; they live in `Templates/` and are embedded in the binary, as text
    /// for diagnostics and already parsed (`parsed`), so that a build does not parse them first.
    public static let set = loadedSet()

    /// A new set of the built-in templates, loaded as `set` is; the benchmark times it.
    public static func loadedSet() -> TemplateSet {
        TemplateSet(files: files, pathPrefix: "Templates", parsed: parsed)
    }

    /// The Swift source of this file's sibling, `BuiltinTemplates.swift`, for `files`.
    ///
    /// A test compares it with the checked-in file, so the binary never ships templates that
    /// differ from `Templates/`.
    public static func source(embedding files: [String: String]) -> String {
        var text = """
            // Generated from Templates/ by the test suite. DO NOT EDIT.
            // Regenerate with: ONBOARDC_UPDATE_GENERATED=1 swift test

            /// The built-in templates, embedded so that the binary works when copied anywhere.
            public enum BuiltinTemplates {
                /// The template files by name.
                public static let files: [String: String] = [

            """
        func entry(_ name: String, _ contents: String) {
            var hashes = "#"
            while contents.contains("\"" + hashes) || contents.contains("\\" + hashes) { hashes += "#" }
            text += "        \(SwiftLiteral.string(name)): \(hashes)\"\"\"\n"
            for line in contents.split(separator: "\n", omittingEmptySubsequences: false).dropLast(contents.hasSuffix("\n") ? 1 : 0) {
                text += line.isEmpty ? "\n" : "        \(line)\n"
            }
            if contents.hasSuffix("\n") { text += "\n" }
            text += "        \"\"\"\(hashes),\n"
        }
        for name in files.keys.sorted() { entry(name, files[name] ?? "") }
        text += """
                ]

                /// The nodes of each template file that parses, by name, as `TemplateNodeCoding` writes them.
                static let parsed: [String: String] = [

            """
        for name in files.keys.sorted() {
            let source = Array((files[name] ?? "").utf8)
            guard let nodes = try? TemplateParser.parse(source) else { continue }
            entry(name, TemplateNodeCoding.encode(nodes, source: source))
        }
        text += "    ]\n}\n"
        return text
    }
}
