import JSONSyntax
import OnboardingDiagnostics
import OnboardingLocalization

extension String {
    /// Whether the text shows more than `maximum` characters (grapheme clusters, as users see them).
    ///
    /// A character has at least one Unicode scalar and a scalar at least one UTF-8 byte, so a text of
    /// at most `maximum` bytes or scalars is decided without grapheme breaking, and a longer one is
    /// walked only as far as the character after the limit. Counting every character of every text
    /// made the length rules cost more than parsing the spec (20,000 slides).
    func hasMoreCharacters(than maximum: Int) -> Bool {
        guard utf8.count > maximum, unicodeScalarCount > maximum else { return false }
        return index(startIndex, offsetBy: maximum, limitedBy: endIndex).map { $0 != endIndex } ?? false
    }

    private var unicodeScalarCount: Int {
        // Every scalar has exactly one byte that is not a continuation byte (10xxxxxx).
        withUTF8Bytes { bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
        }
    }
}

extension LintInput {
    /// A finding of `rule` for each text of a slide, or of a variant's wording of it, whose role is
    /// one of `roles` and that shows more than `maximum` characters.
    func findings(of rule: Rule, forTextsIn roles: Set<LocalizableText.Role>, longerThan maximum: Int) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        spec.forEachLocalizableText { text in
            guard roles.contains(text.role), text.value.hasMoreCharacters(than: maximum) else { return }
            diagnostics.append(
                tree.diagnostic(
                    rule,
                    "\(text.description(in: spec)) has \(text.value.count) characters and may be truncated on a small phone; keep it to \(maximum)",
                    at: text.pointer(in: spec)))
        }
        return diagnostics
    }
}
