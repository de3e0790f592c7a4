extension BuiltinTemplates {
    /// The built-in templates: those of `Templates/`, embedded in the binary as text (`files`) and
    /// already parsed (`parsed`), so that a build does not parse them first; each is compiled when a
    /// render first needs it.
    public static let set = TemplateSet(files: files, pathPrefix: "Templates", parsed: parsed)
}
