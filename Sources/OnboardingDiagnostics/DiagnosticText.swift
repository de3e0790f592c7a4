extension String {
    /// The string in single quotes for a one-line message: invisible characters escaped (see
    /// `escapingInvisibleCharacters`), text longer than 60 Unicode scalars cut with `…`.
    ///
    /// User text inside a message must never break the one-line formats that Xcode and CI parse,
    /// nor reorder or hide what a person reads.
    public var quotedForDiagnostic: String {
        let limit = 60
        guard let cut = unicodeScalars.index(unicodeScalars.startIndex, offsetBy: limit, limitedBy: unicodeScalars.endIndex),
            cut < unicodeScalars.endIndex
        else {
            return "'" + escapingInvisibleCharacters + "'"
        }
        return "'" + String(unicodeScalars[..<cut]).escapingInvisibleCharacters + "…'"
    }
}
