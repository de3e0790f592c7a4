extension BuiltinTemplates {
    /// The built-in templates of the generated Swift, those of `Templates/` named
    /// `*.swift.template`, parsed when first used.
    public static let swiftCode = TemplateSet(files: files.filter { isSwift($0.key) }, pathPrefix: "Templates")

    /// The built-in templates of the HTML preview, the other files of `Templates/`, parsed when
    /// first used.
    public static let preview = TemplateSet(files: files.filter { !isSwift($0.key) }, pathPrefix: "Templates")

    private static func isSwift(_ fileName: String) -> Bool {
        fileName.hasSuffix(".swift" + TemplateSet.fileExtension)
    }
}
