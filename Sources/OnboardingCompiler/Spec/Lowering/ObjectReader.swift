/// The checked members of one JSON object of the spec, read against its shape.
///
/// Creating a reader reports unknown keys, duplicate keys, wrong types and missing required keys;
/// the typed accessors then report values outside their key's format and return `nil` for them.
struct ObjectReader {
    let shape: ObjectShape
    /// Where the object is, as a JSON pointer.
    var pointer: String { location.pointer }
    private let location: Location
    /// The range of the whole object.
    let range: Range<Int>
    private let object: JSONValue
    /// For each field of `shape`, the position in the tree's member table of the member that gives
    /// it a usable value, or -1.
    ///
    /// An array indexed like `shape.fields` rather than a dictionary by key: hashing every key was
    /// a tenth of the front end's time (callgrind, 20,000 slides).
    private var values: [Int32]

    /// Reads `object`, which must be a JSON object, reporting every member that does not fit `shape`.
    init(_ object: JSONValue, shape: ObjectShape, pointer: String, context: inout LoweringContext) {
        self.init(object, shape: shape, location: .pointer(pointer), context: &context)
    }

    /// Where an object is. The pointer of an element of an array is built when read: most are
    /// never reported, and building one for every element was a tenth of lowering (callgrind).
    private enum Location {
        case pointer(String)
        case element(Int, of: String)

        var pointer: String {
            switch self {
            case .pointer(let pointer): pointer
            case .element(let index, let array): JSONPointer.appending(index, to: array)
            }
        }
    }

    private init(_ object: JSONValue, shape: ObjectShape, location: Location, context: inout LoweringContext) {
        self.shape = shape
        self.location = location
        self.range = object.range
        self.object = object
        values = Array(repeating: -1, count: shape.fields.count)
        // The first member of each field, usable or not, to report duplicates and missing keys.
        var firstByField = values
        // Members whose keys are not fields, compared by their decoded keys since they are rare.
        var unknownMembers: [JSONMember] = []
        for index in object.memberIndices {
            let member = object.member(at: index)
            guard let fieldIndex = shape.fieldIndex(ofKeyOf: member) else {
                let key = member.key
                if let first = unknownMembers.first(where: { $0.key == key }) {
                    reportDuplicate(member, of: first, context: &context)
                    continue
                }
                unknownMembers.append(member)
                let suggestion = Suggestion.closest(to: key, among: shape.fields.map(\.key))
                context.report(
                    .unknownKey,
                    "unknown key \(key.quotedForDiagnostic)" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                    at: member.keyRange, pointer: JSONPointer.appending(key, to: pointer), fixIt: suggestion.map { "\"\($0)\"" })
                continue
            }
            let first = firstByField[fieldIndex]
            guard first < 0 else {
                reportDuplicate(member, of: object.member(at: Int(first)), context: &context)
                continue
            }
            firstByField[fieldIndex] = Int32(index)
            guard shape.fields[fieldIndex].type.admits(member.value.kind) else {
                let field = shape.fields[fieldIndex]
                context.report(
                    .invalidType, "\(field.key.quotedForDiagnostic) must be \(field.type.description), found \(member.value.kind.name)",
                    at: member.value.range, pointer: JSONPointer.appending(field.key, to: pointer))
                continue
            }
            values[fieldIndex] = Int32(index)
        }
        for (field, first) in zip(shape.fields, firstByField) where field.isRequired && first < 0 {
            context.report(
                field.rule ?? .missingRequiredField, "missing required key '\(field.key)'",
                at: object.range.lowerBound..<object.range.lowerBound + 1, pointer: pointer)
        }
    }

    private func reportDuplicate(_ member: JSONMember, of first: JSONMember, context: inout LoweringContext) {
        let key = member.key
        context.report(
            .duplicateKey, "duplicate key \(key.quotedForDiagnostic)", at: member.keyRange,
            pointer: JSONPointer.appending(key, to: pointer),
            notes: [context.note("\(key.quotedForDiagnostic) is first given here", at: first.keyRange)])
    }

    /// The member that gives `key` a usable value.
    private func member(_ key: String) -> JSONMember? {
        guard let fieldIndex = shape.fieldIndex(named: key) else { return nil }
        let index = values[fieldIndex]
        return index < 0 ? nil : object.member(at: Int(index))
    }

    /// The value of `key`, if present and of an admissible type.
    func value(_ key: String) -> JSONValue? { member(key)?.value }

    /// The range of the key `key`, if present.
    func keyRange(_ key: String) -> Range<Int>? { member(key)?.keyRange }

    /// Whether the object has `key` with a usable value.
    func has(_ key: String) -> Bool { member(key) != nil }

    func pointer(_ key: String) -> String { JSONPointer.appending(key, to: pointer) }

    private func field(_ key: String) -> ObjectShape.Field? { shape.field(key) }

    // MARK: Typed values

    func string(_ key: String) -> String? { value(key)?.stringValue }

    func bool(_ key: String) -> Bool? { value(key)?.boolValue }

    /// The elements of the array at `key`, with their pointers.
    func array(_ key: String) -> [(value: JSONValue, pointer: String)] {
        guard let array = value(key), array.kind == .array else { return [] }
        let base = pointer(key)
        return array.elementIndices.map { (array.element(at: $0), JSONPointer.appending($0, to: base)) }
    }

    /// Whether the array at `key` is empty or absent.
    func isEmptyArray(_ key: String) -> Bool {
        value(key)?.elementIndices.isEmpty ?? true
    }

    /// The object at `key` read against its shape.
    func object(_ key: String, context: inout LoweringContext) -> ObjectReader? {
        guard let value = value(key), value.kind == .object, case .object(let shape) = field(key)?.type else { return nil }
        return ObjectReader(value, shape: shape, pointer: pointer(key), context: &context)
    }

    /// The elements of the array of objects at `key`, each read against the element shape.
    func objects(_ key: String, context: inout LoweringContext) -> [ObjectReader] {
        guard case .array(of: .object(let shape), _) = field(key)?.type, let array = value(key), array.kind == .array else {
            return []
        }
        let base = pointer(key)
        var readers: [ObjectReader] = []
        readers.reserveCapacity(array.elementIndices.count)
        for index in array.elementIndices {
            let element = array.element(at: index)
            guard element.kind == .object else {
                context.report(
                    .invalidType, "each element of '\(key)' must be an object, found \(element.kind.name)",
                    at: element.range, pointer: JSONPointer.appending(index, to: base))
                continue
            }
            readers.append(ObjectReader(element, shape: shape, location: .element(index, of: base), context: &context))
        }
        return readers
    }

    /// The strings of the array of strings at `key`.
    func strings(_ key: String, context: inout LoweringContext) -> [String] {
        array(key).compactMap { element, elementPointer in
            if let string = element.stringValue { return string }
            context.report(
                .invalidType, "each element of '\(key)' must be a string, found \(element.kind.name)",
                at: element.range, pointer: elementPointer)
            return nil
        }
    }

    /// The string at `key` as a case of `Value`, reporting a string that names no case.
    func enumeration<Value: RawRepresentable & CaseIterable>(
        _ key: String, as type: Value.Type, context: inout LoweringContext
    ) -> Value? where Value.RawValue == String {
        guard let member = member(key), let text = member.value.stringValue else { return nil }
        if let value = Value(rawValue: text) { return value }
        let allowed = Value.allCases.map(\.rawValue)
        let suggestion = Suggestion.closest(to: text, among: allowed)
        let rule = field(key)?.rule ?? .invalidValue
        let allowedList = allowed.map { "'\($0)'" }.joined(separator: ", ")
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        let message =
            rule == .unknownSlideKind
            ? "unknown slide kind \(text.quotedForDiagnostic)" + (suggestion == nil ? "; a slide is a 'page' or a 'choice'" : hint)
            : "\(key.quotedForDiagnostic) must be one of \(allowedList), found \(text.quotedForDiagnostic)\(hint)"
        context.report(
            rule, message, at: member.value.range,
            pointer: pointer(key), fixIt: suggestion.map { "\"\($0)\"" })
        return nil
    }

    /// The integer at `key`, reporting a fraction or a number outside the key's range.
    func integer(_ key: String, context: inout LoweringContext) -> Int? {
        guard let member = member(key), let text = member.value.numberText else { return nil }
        guard case .integer(let range) = field(key)?.type else { return nil }
        let fits: Int?
        if let integer = Int(text) {
            fits = integer
        } else if let double = Double(text), double.isFinite, double.rounded() == double,
            double >= Double(range.lowerBound), double <= Double(range.upperBound)
        {
            fits = Int(double)
        } else if let double = Double(text), double.isFinite, double.rounded() != double {
            context.report(.invalidType, "\(key.quotedForDiagnostic) must be an integer, found \(text)", at: member.value.range, pointer: pointer(key))
            return nil
        } else {
            fits = nil
        }
        guard let value = fits, range.contains(value) else {
            context.report(
                .numberOutOfRange,
                "\(key.quotedForDiagnostic) must be an integer from \(range.lowerBound) to \(range.upperBound), found \(text)",
                at: member.value.range, pointer: pointer(key))
            return nil
        }
        return value
    }

    /// The number at `key`, reporting a number outside the key's range.
    func number(_ key: String, context: inout LoweringContext) -> Double? {
        guard let member = member(key), let text = member.value.numberText else { return nil }
        guard case .number(let range) = field(key)?.type else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            context.report(
                .numberOutOfRange, "\(key.quotedForDiagnostic) must be a number from \(range.lowerBound) to \(range.upperBound), found \(text)",
                at: member.value.range, pointer: pointer(key))
            return nil
        }
        return value
    }

    /// The colour at `key`, reporting one not written as `#RRGGBB` or `#RRGGBBAA`.
    func color(_ key: String, context: inout LoweringContext) -> RGBAColor? {
        formatted(key, rule: .malformedColor, context: &context, RGBAColor.init(hex:))
    }

    /// The https URL at `key`, reporting any other string.
    func httpsURL(_ key: String, context: inout LoweringContext) -> String? {
        formatted(key, rule: .insecureURL, context: &context) { TextFormats.isHTTPSURL($0) ? $0 : nil }
    }

    /// The semantic version at `key`, reporting any other string.
    func semanticVersion(_ key: String, context: inout LoweringContext) -> String? {
        formatted(key, rule: .invalidVersion, context: &context) { TextFormats.isSemanticVersion($0) ? $0 : nil }
    }

    /// The string at `key` read by `parse`, reporting `rule` at a string that `parse` rejects.
    private func formatted<Value>(
        _ key: String, rule: Rule, context: inout LoweringContext, _ parse: (String) -> Value?
    ) -> Value? {
        guard let member = member(key), let text = member.value.stringValue else { return nil }
        if let value = parse(text) { return value }
        let expected = field(key)?.type.description ?? "valid"
        context.report(
            rule, "\(key.quotedForDiagnostic) must be \(expected), found \(text.quotedForDiagnostic)",
            at: member.value.range, pointer: pointer(key))
        return nil
    }

    /// Where the value of a `next` key leads: `null` ends the flow, a string names a slide.
    func continuation(_ key: String) -> Slide.Continuation? {
        guard let value = value(key) else { return nil }
        if value.kind == .null { return .end }
        return value.stringValue.map { .slide($0) }
    }

    /// The trigger at `key`: `"afterOnboarding"`, `{ "afterSlide": id }` or `{ "afterChoice": id }`.
    func trigger(_ key: String, context: inout LoweringContext) -> FlowTrigger? {
        guard let value = value(key) else { return nil }
        if let text = value.stringValue {
            if text == "afterOnboarding" { return .afterOnboarding }
            context.report(
                .invalidValue, "\(key.quotedForDiagnostic) must be 'afterOnboarding', { \"afterSlide\": id } or { \"afterChoice\": id }, found \(text.quotedForDiagnostic)",
                at: value.range, pointer: pointer(key), fixIt: Suggestion.closest(to: text, among: ["afterOnboarding"]).map { "\"\($0)\"" })
            return nil
        }
        let keys = value.members.map(\.key)
        let shapes: [ObjectShape] = SpecFormat.triggerObjectShapes
        guard keys.count == 1, let shape = shapes.first(where: { $0.fields[0].key == keys[0] }) else {
            context.report(
                .invalidValue, "\(key.quotedForDiagnostic) must be an object with one key, 'afterSlide' or 'afterChoice'",
                at: value.range, pointer: pointer(key))
            return nil
        }
        let reader = ObjectReader(value, shape: shape, pointer: pointer(key), context: &context)
        if let slide = reader.string("afterSlide") { return .afterSlide(slide) }
        if let choice = reader.string("afterChoice") { return .afterChoice(choice) }
        return nil
    }
}

extension ObjectShape {
    /// The position in `fields` of the field named by the key of `member`.
    ///
    /// Compares the key's bytes in the file, so that keys, most of a spec's strings, are never decoded.
    func fieldIndex(ofKeyOf member: JSONMember) -> Int? {
        switch member.withVerbatimKey(fieldIndex(ofKey:)) {
        case .some(let index): return index
        case .none: return fieldIndex(named: member.key)
        }
    }
}

extension ValueType {
    /// Whether a JSON value of `kind` can be a value of this type, before its text is checked.
    func admits(_ kind: JSONValue.Kind) -> Bool {
        switch self {
        case .string, .enumeration: kind == .string
        case .boolean: kind == .bool
        case .integer, .number: kind == .number
        case .object: kind == .object
        case .array: kind == .array
        case .nullable(let type): kind == .null || type.admits(kind)
        case .anyOf(let types): types.contains { $0.admits(kind) }
        }
    }
}

/// Checks of the string formats of the spec.
enum TextFormats {
    /// Whether `text` is an absolute https URL with a host and no white space.
    static func isHTTPSURL(_ text: String) -> Bool {
        guard text.lowercased().hasPrefix("https://") else { return false }
        let rest = text.dropFirst("https://".count)
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !host.isEmpty && !text.unicodeScalars.contains { $0.value <= 0x20 || $0.value == 0x7F }
    }

    /// Whether `text` is a semantic version 2.0.0: `MAJOR.MINOR.PATCH[-pre.release][+build]`.
    static func isSemanticVersion(_ text: String) -> Bool {
        var core = Substring(text)
        var build: Substring?
        var prerelease: Substring?
        if let plus = core.firstIndex(of: "+") {
            build = core[core.index(after: plus)...]
            core = core[..<plus]
        }
        if let minus = core.firstIndex(of: "-") {
            prerelease = core[core.index(after: minus)...]
            core = core[..<minus]
        }
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
        guard numbers.count == 3, numbers.allSatisfy(isNumericIdentifier) else { return false }
        if let prerelease {
            let identifiers = prerelease.split(separator: ".", omittingEmptySubsequences: false)
            guard identifiers.allSatisfy({ isIdentifier($0) && (!$0.allSatisfy(\.isASCIIDigit) || isNumericIdentifier($0)) })
            else { return false }
        }
        if let build {
            guard build.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isIdentifier) else { return false }
        }
        return true
    }

    private static func isNumericIdentifier(_ part: Substring) -> Bool {
        !part.isEmpty && part.allSatisfy(\.isASCIIDigit) && (part == "0" || part.first != "0")
    }

    private static func isIdentifier(_ part: Substring) -> Bool {
        !part.isEmpty && part.allSatisfy { $0.isASCIIDigit || $0.isASCIILetter || $0 == "-" }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
}
