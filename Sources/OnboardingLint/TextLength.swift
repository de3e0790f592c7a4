extension String {
    /// Whether the text shows more than `maximum` characters (grapheme clusters, as users see them).
    ///
    /// A character has at least one UTF-8 byte, so a text of at most `maximum` bytes is decided
    /// without grapheme breaking, and a longer one is walked only as far as the character after
    /// the limit.
    func hasMoreCharacters(than maximum: Int) -> Bool {
        utf8.count > maximum && !dropFirst(maximum).isEmpty
    }
}
