/// The bytes of a file with the fix-its of its diagnostics applied: each fix-it replaces the bytes
/// of its range, and every other byte of the file stays as it was.
///
/// Fix-its apply in the order of their ranges. One that overlaps a fix-it already applied, or
/// inserts at the same place as one, is deferred: the text it was made for has changed, so it is
/// left for a check of the fixed file. Equal fix-its (same range, same replacement), which two
/// diagnostics may suggest, are one edit that fixes both. A fix-it for another file, or whose
/// range is not within the bytes, is ignored.
public struct FixedSource: Sendable {
    /// The bytes with the fix-its applied.
    public let bytes: [UInt8]
    /// The diagnostics whose fix-it was applied, in the order of their fix-its' ranges.
    public let fixed: [Diagnostic]
    /// The diagnostics whose fix-it overlaps one that was applied, left for the next check.
    public let deferred: [Diagnostic]

    /// Applies the fix-its of `diagnostics` to `source`; diagnostics without one are ignored.
    public init(_ source: SourceFile, applying diagnostics: some Sequence<Diagnostic>) {
        let candidates = diagnostics.enumerated().compactMap { order, diagnostic -> (edit: Edit, order: Int, diagnostic: Diagnostic)? in
            guard let fixIt = diagnostic.fixIt, let edit = Edit(fixIt, in: source) else { return nil }
            return (edit, order, diagnostic)
        }
        .sorted { ($0.edit.range.lowerBound, $0.edit.range.upperBound, $0.order) < ($1.edit.range.lowerBound, $1.edit.range.upperBound, $1.order) }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.bytes.count)
        var fixed: [Diagnostic] = []
        var deferred: [Diagnostic] = []
        var copied = 0
        var last: Edit?
        for (edit, _, diagnostic) in candidates {
            if let last, edit == last {
                fixed.append(diagnostic)
                continue
            }
            guard last.map(edit.canFollow) ?? true else {
                deferred.append(diagnostic)
                continue
            }
            bytes += source.bytes[copied..<edit.range.lowerBound]
            bytes += edit.replacement
            copied = edit.range.upperBound
            last = edit
            fixed.append(diagnostic)
        }
        bytes += source.bytes[copied...]
        self.bytes = bytes
        self.fixed = fixed
        self.deferred = deferred
    }

    /// Whether any fix-it was applied.
    public var hasChanges: Bool { !fixed.isEmpty }

    /// A fix-it resolved to byte offsets.
    private struct Edit: Equatable {
        let range: Range<Int>
        let replacement: [UInt8]

        init?(_ fixIt: Diagnostic.FixIt, in source: SourceFile) {
            let start = fixIt.range.start.offset
            let end = fixIt.range.end.offset
            guard fixIt.range.path == source.path, start >= 0, start <= end, end <= source.bytes.count else { return nil }
            range = start..<end
            replacement = Array(fixIt.replacement.utf8)
        }

        /// Whether this edit, which starts no earlier than `previous`, can be applied after it: it
        /// starts where `previous` ends or later, and is not a second insertion at the same place.
        func canFollow(_ previous: Edit) -> Bool {
            if range.lowerBound > previous.range.upperBound { return true }
            guard range.lowerBound == previous.range.upperBound else { return false }
            return !(range.isEmpty && previous.range.isEmpty)
        }
    }
}
