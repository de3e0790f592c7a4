extension BuiltinTemplates {
    /// The built-in templates, parsed once; they live in `Templates/` and are embedded in the binary.
    public static let set = TemplateSet(files: files, pathPrefix: "Templates")

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
        for name in files.keys.sorted() {
            let contents = files[name] ?? ""
            var hashes = "#"
            while contents.contains("\"" + hashes) || contents.contains("\\" + hashes) { hashes += "#" }
            text += "        \(SwiftLiteral.string(name)): \(hashes)\"\"\"\n"
            for line in contents.split(separator: "\n", omittingEmptySubsequences: false).dropLast(contents.hasSuffix("\n") ? 1 : 0) {
                text += line.isEmpty ? "\n" : "        \(line)\n"
            }
            if contents.hasSuffix("\n") { text += "\n" }
            text += "        \"\"\"\(hashes),\n"
        }
        text += "    ]\n}\n"
        return text
    }
}
