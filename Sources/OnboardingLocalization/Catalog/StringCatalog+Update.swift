extension StringCatalog {
    /// What `update(with:ownedBy:pruning:keepingTextsOfSlides:)` changed, key by key.
    public struct Changes: Hashable, Sendable {
        /// Keys that were not in the catalog.
        public var added: [String] = []
        /// Added keys that took the translations of a key whose text is gone and was the same: a
        /// slide's id renamed.
        public var translationsCarriedOver: [String] = []
        /// Keys whose source text changed: their translations now need review.
        public var retexted: [String] = []
        /// Keys whose comment, extraction state or `shouldTranslate` changed.
        public var updated: [String] = []
        /// Keys whose text is gone from the spec, now marked `stale`.
        public var markedStale: [String] = []
        /// Keys whose text is gone from the spec, removed under `--prune`.
        public var removed: [String] = []
        /// How many translations the removed keys had whose text the spec no longer has under any key.
        public var translationsRemoved = 0
        /// Keys whose text is gone only because its slide was dropped for a fault, kept as they are.
        public var keptForDroppedSlides: [String] = []

        public init() {}

        public var isEmpty: Bool { self == Changes() }

        /// Adds the keys of `other` to these.
        public mutating func append(_ other: Changes) {
            added += other.added
            translationsCarriedOver += other.translationsCarriedOver
            translationsRemoved += other.translationsRemoved
            retexted += other.retexted
            updated += other.updated
            markedStale += other.markedStale
            removed += other.removed
            keptForDroppedSlides += other.keptForDroppedSlides
        }
    }

    /// The extraction state of a key added by a tool, which Xcode never marks stale or removes.
    public static let manualExtraction = "manual"
    /// The extraction state of a key whose text is gone.
    public static let staleExtraction = "stale"

    /// Brings the catalog up to date with `texts`, the localizable texts of the spec named `specName`.
    ///
    /// The spec decides what it says; a person's edits in Xcode decide the rest, and are kept:
    /// - A new key gets the source text as its source-language string unit, `extractionState:
    ///   manual`, the text's comment, and `shouldTranslate: false` for a text not to translate.
    ///   Where a key the spec owned had the same source text and its text is gone, as when a slide's
    ///   id is renamed, the new key takes its translations as they are.
    /// - A key already there gets the text as its source text: the source language's string unit,
    ///   or, where a person varied it (by device or plural), its `other` case (see
    ///   `Localization.fallbackText`). When that replaces another text, every translation keeps its
    ///   value and becomes `needs_review`, and so do the source text's other variations.
    /// - It gets the text's comment where its comment is one onboardc writes (see
    ///   `LocalizableText.comment(replacing:ownershipMarker:)`); a comment a person wrote is kept,
    ///   ending with the spec's ownership marker. It gets `shouldTranslate: false` for a text not
    ///   to translate, and keeps one a translator set; and `manual` if it was `stale` or had no
    ///   extraction state.
    /// - A key the spec owned (its comment ends with the spec's ownership marker) whose text is
    ///   gone becomes `stale`, or is removed when `pruning`; unless it is a text of one of
    ///   `droppedSlideIDs`, a slide still in the spec but dropped for a fault: its translations
    ///   are kept as they are until the fault is fixed.
    /// - Every other key, and everything of an entry that is not named above, is left as it is.
    public mutating func update(
        with texts: [LocalizableText], ownedBy specName: String, pruning: Bool = false, keepingTextsOfSlides droppedSlideIDs: Set<String> = []
    ) -> Changes {
        var changes = Changes()
        let keys = Set(texts.map(\.key))
        let sourceTexts = Set(texts.map(\.sourceValue))
        let marker = LocalizableText.ownershipMarker(forSpecNamed: specName)
        // The keys the spec owned that it no longer has; those of a slide dropped for a fault are not gone.
        let ownedKeysMissing = strings.filter { !keys.contains($0.key) && $0.value.comment?.hasSuffix(marker) == true }.keys.sorted()
        changes.keptForDroppedSlides = ownedKeysMissing.filter { TextKey.key($0, isOfOneOf: droppedSlideIDs) }
        let goneKeys = ownedKeysMissing.filter { !TextKey.key($0, isOfOneOf: droppedSlideIDs) }
        // The translations of keys whose text is gone, by their source text, for a key that is new.
        var goneTranslations: [String: [String: Localization]] = [:]
        for entry in goneKeys.compactMap({ strings[$0] }) {
            let translations = (entry.localizations ?? [:]).filter { $0.key != sourceLanguage }
            guard let text = entry.localizations?[sourceLanguage]?.fallbackText, !translations.isEmpty, goneTranslations[text] == nil else { continue }
            goneTranslations[text] = translations
        }
        for text in texts {
            guard var entry = strings[text.key] else {
                var localizations = [sourceLanguage: Localization(stringUnit: StringUnit(value: text.sourceValue))]
                if let translations = goneTranslations[text.sourceValue] {
                    localizations.merge(translations) { source, _ in source }
                    changes.translationsCarriedOver.append(text.key)
                }
                strings[text.key] = Entry(
                    comment: text.comment, extractionState: Self.manualExtraction, shouldTranslate: text.shouldTranslate ? nil : false,
                    localizations: localizations)
                changes.added.append(text.key)
                continue
            }
            let before = entry
            entry.comment = text.comment(replacing: entry.comment, ownershipMarker: marker)
            if !text.shouldTranslate { entry.shouldTranslate = false }
            if entry.extractionState == nil || entry.extractionState == Self.staleExtraction {
                entry.extractionState = Self.manualExtraction
            }
            if updateSourceText(of: &entry, to: text.sourceValue) {
                changes.retexted.append(text.key)
            } else if entry != before {
                changes.updated.append(text.key)
            }
            strings[text.key] = entry
        }
        for key in goneKeys {
            guard let entry = strings[key] else { continue }
            if pruning {
                strings[key] = nil
                changes.removed.append(key)
                // The translations of a text the spec still has, under another key, live on there.
                if entry.localizations?[sourceLanguage]?.fallbackText.map(sourceTexts.contains) != true {
                    changes.translationsRemoved += (entry.localizations ?? [:]).keys.count { $0 != sourceLanguage }
                }
            } else if entry.extractionState != Self.staleExtraction {
                strings[key]?.extractionState = Self.staleExtraction
                changes.markedStale.append(key)
            }
        }
        return changes
    }

    /// Makes `text` the source text of `entry`; whether it replaced another text, whose
    /// translations, and variations of the source text, now need review.
    private func updateSourceText(of entry: inout Entry, to text: String) -> Bool {
        var localizations = entry.localizations ?? [:]
        defer { entry.localizations = localizations }
        guard var source = localizations[sourceLanguage] else {
            localizations[sourceLanguage] = Localization(stringUnit: StringUnit(value: text))
            return false
        }
        let isVaried = source.stringUnit == nil && source.otherMembers[CatalogValue.variationsKey] != nil
        var updated = source
        guard updated.setFallbackText(text) else { return false }
        if isVaried {
            // The other cases were varied from the old text and need review; the spec's text does not.
            source.setStateOfAllStringUnits(to: StringUnit.needsReview)
            _ = source.setFallbackText(text)
            updated = source
        }
        for language in localizations.keys where language != sourceLanguage {
            localizations[language]?.setStateOfAllStringUnits(to: StringUnit.needsReview)
        }
        localizations[sourceLanguage] = updated
        return true
    }
}
