import OnboardingDiagnostics

/// The members of one JSON object matched to the keys it may have, in one pass over its members.
///
/// Reading an object finds the member given for each key, and reports what does not fit: a key
/// that is not one of the keys (with the key it most likely means), a key given twice, a value of a
/// kind its key does not take, a required key that is missing. What a problem is called, and how it
/// is reported, is the reader's owner's business: a spec, a configuration and a baseline say it in
/// their own words.
package struct JSONObjectReader {
    /// A member that does not fit the keys.
    package enum Problem {
        /// A member whose key is none of the keys, with the keys it most likely means, as close as
        /// each other (see `JSONObjectKeys.names(meantBy:)`).
        case unknownKey(JSONMember, suggestions: [String])
        /// A member whose key an earlier member of the object has.
        case duplicateKey(JSONMember, first: JSONMember)
        /// A member whose value is of a kind its key does not take; `key` is the key's position.
        case wrongKind(JSONMember, key: Int)
        /// A required key, by position, that no member has; `meantBy` is the unknown key whose one
        /// suggestion it is, if one is (`"tilte"` where `title` is missing).
        case missingKey(Int, meantBy: JSONMember?)
    }

    /// What was given for one key: the position of a member in the tree's member table.
    ///
    /// Positions rather than `JSONMember` values, which hold the tree: each one stored, copied
    /// and destroyed retained and released it.
    private enum Slot {
        case absent
        /// The member's value is of a kind the key takes.
        case usable(Int)
        /// The member's value is of a kind the key does not take.
        case unusable(Int)

        var memberIndex: Int? {
            switch self {
            case .absent: nil
            case .usable(let index), .unusable(let index): index
            }
        }
    }

    /// The object read.
    package let object: JSONValue
    /// What was given for each key, by position.
    private var slots: [Slot]
    /// The positions of the keys given by an unknown key that means them (see `readingUnknownKeysAsMeant`).
    package private(set) var keysReadAsMeant: [Int] = []

    /// Reads `object`, which must be a JSON object, against `keys`, calling `report` for every
    /// member that does not fit and then for every missing required key.
    ///
    /// With `readingUnknownKeysAsMeant`, an unknown key whose one suggestion is a key the object
    /// does not give gives that key its value, as the suggestion's fix-it would: the owner checks
    /// the object as it will be once the key is fixed. A value of a kind the key does not take
    /// is given but unusable, and its kind is left to the next run, after the unknown key's finding.
    package init<Failure: Error>(
        _ object: JSONValue, keys: JSONObjectKeys, readingUnknownKeysAsMeant: Bool = false,
        reporting report: (Problem) throws(Failure) -> Void
    ) throws(Failure) {
        self.object = object
        slots = Array(repeating: .absent, count: keys.count)
        var firstUnknownMembers: [String: JSONMember] = [:]
        // The keys the object gives or a suggestion named, found at the first unknown key: a
        // suggestion of one of them, applied by `lint --fix`, would give a key twice.
        var takenKeys: Set<Int>?
        // The unknown member each key is the one suggestion of, by key position.
        var meaningMembers: [Int: JSONMember] = [:]
        for index in object.memberIndices {
            let member = object.member(at: index)
            guard let key = keys.position(ofKeyOf: member) else {
                let name = member.key
                if let first = firstUnknownMembers[name] {
                    try report(.duplicateKey(member, first: first))
                } else {
                    firstUnknownMembers[name] = member
                    var taken = takenKeys ?? Set(object.memberIndices.compactMap { keys.position(ofKeyOf: object.member(at: $0)) })
                    let suggestions = keys.names(meantBy: name).filter { candidate in
                        keys.position(of: candidate).map { !taken.contains($0) } ?? true
                    }
                    if suggestions.count == 1, let suggested = keys.position(of: suggestions[0]) {
                        taken.insert(suggested)
                        meaningMembers[suggested] = member
                        if readingUnknownKeysAsMeant {
                            keysReadAsMeant.append(suggested)
                            slots[suggested] = keys[suggested].admittedKinds.contains(member.value.kind) ? .usable(index) : .unusable(index)
                        }
                    }
                    takenKeys = taken
                    try report(.unknownKey(member, suggestions: suggestions))
                }
                continue
            }
            if let first = slots[key].memberIndex {
                try report(.duplicateKey(member, first: object.member(at: first)))
            } else if keys[key].admittedKinds.contains(member.value.kind) {
                slots[key] = .usable(index)
            } else {
                slots[key] = .unusable(index)
                try report(.wrongKind(member, key: key))
            }
        }
        for key in keys.indices where keys[key].isRequired && slots[key].memberIndex == nil {
            try report(.missingKey(key, meantBy: meaningMembers[key]))
        }
    }

    /// The members of `object` in source order, each key once, for an object whose keys are not
    /// known in advance: a member whose key an earlier one has is reported, and left out.
    package static func membersWithDistinctKeys<Failure: Error>(
        of object: JSONValue, reporting report: (Problem) throws(Failure) -> Void
    ) throws(Failure) -> [JSONMember] {
        var firstMembers: [String: JSONMember] = [:]
        var members: [JSONMember] = []
        for member in object.members {
            if let first = firstMembers[member.key] {
                try report(.duplicateKey(member, first: first))
            } else {
                firstMembers[member.key] = member
                members.append(member)
            }
        }
        return members
    }

    /// The member given for the key at `position`, if its value is of a kind the key takes.
    package func member(_ position: Int) -> JSONMember? {
        guard case .usable(let index) = slots[position] else { return nil }
        return object.member(at: index)
    }

    /// Whether a member gives the key at `position` a value, of a kind the key takes or not.
    package func isGiven(_ position: Int) -> Bool {
        slots[position].memberIndex != nil
    }

    /// The value given for the key at `position`, if it is of a kind the key takes.
    package func value(_ position: Int) -> JSONValue? {
        member(position)?.value
    }

    /// The positions of the keys whose values are of a kind they take, in the order of their members.
    package var usableKeysInSourceOrder: [Int] {
        slots.indices.filter { member($0) != nil }.sorted { member($0)!.keyRange.lowerBound < member($1)!.keyRange.lowerBound }
    }
}

/// The keys a JSON object may have, each with the kinds of value it takes.
package struct JSONObjectKeys: RandomAccessCollection, Sendable {
    /// One key an object may have.
    package struct Key: Sendable {
        package let name: String
        package let admittedKinds: JSONKindSet
        package let isRequired: Bool
        /// Other names a writer may give the key, such as `options` for `choices`; an unknown key
        /// that is one of them (ignoring case) is taken to mean this key.
        package let synonyms: [String]

        package init(_ name: String, admitting admittedKinds: JSONKindSet = .all, isRequired: Bool = false, synonyms: [String] = []) {
            self.name = name
            self.admittedKinds = admittedKinds
            self.isRequired = isRequired
            self.synonyms = synonyms
        }
    }

    private let keys: [Key]
    private let table: KeyTable
    /// The names of the keys, in order: the candidates of a suggestion.
    package let names: [String]

    package init(_ keys: [Key]) {
        self.keys = keys
        names = keys.map(\.name)
        table = KeyTable(keys: names)
    }

    /// Keys named `names`, each taking any kind of value.
    package init(named names: [String]) {
        self.init(names.map { Key($0) })
    }

    package var startIndex: Int { keys.startIndex }
    package var endIndex: Int { keys.endIndex }
    package subscript(position: Int) -> Key { keys[position] }

    /// The position of the key named `name`.
    package func position(of name: String) -> Int? {
        names.firstIndex(of: name)
    }

    /// The names of the keys that `name`, which is none of them, most likely means: the key it is
    /// but for case, else the keys it is a synonym of, else the keys closest to it in spelling (see
    /// `Suggestion.closestCandidates`).
    package func names(meantBy name: String) -> [String] {
        let lowercased = name.lowercased()
        if let key = names.first(where: { $0.lowercased() == lowercased }) { return [key] }
        let synonymous = names(withSynonym: name)
        return synonymous.isEmpty ? Suggestion.closestCandidates(to: name, among: names) : synonymous
    }

    /// The names of the keys that `synonym` is a synonym of, ignoring case.
    package func names(withSynonym synonym: String) -> [String] {
        let lowercased = synonym.lowercased()
        return keys.filter { $0.synonyms.contains { $0.lowercased() == lowercased } }.map(\.name)
    }

    /// The position of the key `member` names.
    ///
    /// A key without escapes that is one of the names byte for byte, as nearly every key is, is
    /// found without decoding it: decoding each key of a spec and hashing it was a third of
    /// lowering (callgrind, 2,000 slides). Other keys are compared as strings, so that canonically
    /// equivalent spellings are the same key.
    func position(ofKeyOf member: JSONMember) -> Int? {
        if let position = member.withVerbatimKey(table.position(ofKey:)) ?? nil { return position }
        return position(of: member.key)
    }
}

/// A set of kinds of JSON value, such as the kinds a key takes.
package struct JSONKindSet: OptionSet, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The set of one kind.
    package init(_ kind: JSONValue.Kind) {
        rawValue = 1 << kind.rawValue
    }

    /// Every kind.
    package static let all = JSONKindSet(rawValue: 1 << 6 - 1)

    package func contains(_ kind: JSONValue.Kind) -> Bool {
        contains(JSONKindSet(kind))
    }

    /// The kinds in the set.
    package var kinds: [JSONValue.Kind] {
        [.object, .array, .string, .number, .bool, .null].filter(contains)
    }
}
