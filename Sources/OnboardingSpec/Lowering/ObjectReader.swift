import JSONSyntax
import OnboardingDiagnostics

/// The checked members of one JSON object of the spec, read against its shape.
///
/// Creating a reader reports unknown keys, duplicate keys, wrong types and missing required keys;
/// the typed accessors then report values outside their key's format and return `nil` for them.
///
/// A reader holds no shape: `Key` names it, and a reader is copied often enough that holding one
/// more reference showed.
struct ObjectReader<Key> {
    private let object: JSONValue
    private let location: ObjectLocation
    /// The member given for each field of the shape, indexed like its fields.
    private let slots: FieldSlots

    /// The range of the whole object.
    var range: Range<Int> { object.range }

    /// Where the object is, as a JSON pointer.
    var pointer: String { location.pointer }
}

// The reader's type puts no constraint on `Key`: its metadata is then built without looking up a
// conformance at run time, which cost five million instructions in a process's first lowering.
extension ObjectReader where Key: ShapeKey {
    /// Reads `object`, which must be a JSON object, reporting every member that does not fit the shape of `Key`.
    init(_ object: JSONValue, pointer: String, context: inout LoweringContext) {
        self.init(object, location: .pointer(pointer), context: &context)
    }

    private init(_ object: JSONValue, location: ObjectLocation, context: inout LoweringContext) {
        self.object = object
        self.location = location
        slots = FieldSlots(reading: object, shape: Key.shape, location: location, context: &context)
    }

    private var shape: ObjectShape { Key.shape }

    /// The member that gives `key` a usable value.
    ///
    /// This accessor and the small ones on it are inlined, so that the position of a key is a
    /// constant where it is read.
    @inline(__always)
    private func member(_ key: Key) -> JSONMember? {
        slots[key.rawValue].usableMember.map(object.member(at:))
    }

    /// The value of `key`, if present and of an admissible type.
    @inline(__always)
    func value(_ key: Key) -> JSONValue? { member(key)?.value }

    /// The range of the key `key`, if present.
    @inline(__always)
    func keyRange(_ key: Key) -> Range<Int>? { member(key)?.keyRange }

    /// Whether the object has `key` with a usable value.
    @inline(__always)
    func has(_ key: Key) -> Bool { member(key) != nil }

    func pointer(_ key: Key) -> String { JSONPointer.appending(key.name, to: pointer) }

    private func field(_ key: Key) -> ObjectShape.Field { shape.fields[key.rawValue] }

    // MARK: Typed values

    @inline(__always)
    func string(_ key: Key) -> String? { slots[key.rawValue].usableMember.flatMap(object.stringValue(ofMember:)) }

    @inline(__always)
    func bool(_ key: Key) -> Bool? { value(key)?.boolValue }

    /// The elements of the array at `key`, with their pointers.
    func array(_ key: Key) -> [(value: JSONValue, pointer: String)] {
        guard let array = value(key), array.kind == .array else { return [] }
        let base = pointer(key)
        return array.elementIndices.map { (array.element(at: $0), JSONPointer.appending($0, to: base)) }
    }

    /// Whether the array at `key` is empty or absent.
    func isEmptyArray(_ key: Key) -> Bool {
        value(key)?.elementIndices.isEmpty ?? true
    }

    /// The object at `key` read against its shape, whose keys are `Nested`.
    func object<Nested: ShapeKey>(_ key: Key, as _: Nested.Type, context: inout LoweringContext) -> ObjectReader<Nested>? {
        assert(shape.layout.nestedShapes[key.rawValue]?.layout === Nested.shape.layout)
        guard let value = value(key), value.kind == .object else { return nil }
        return ObjectReader<Nested>(value, location: .member(key.name, of: pointer), context: &context)
    }

    /// The elements of the array of objects at `key`, each read against the element shape, whose keys are `Nested`.
    func objects<Nested: ShapeKey>(_ key: Key, as _: Nested.Type, context: inout LoweringContext) -> [ObjectReader<Nested>] {
        assert(shape.layout.nestedShapes[key.rawValue]?.layout === Nested.shape.layout)
        guard let array = value(key), array.kind == .array else { return [] }
        let pointer = pointer
        var readers: [ObjectReader<Nested>] = []
        readers.reserveCapacity(array.elementIndices.count)
        for index in array.elementIndices {
            let element = array.element(at: index)
            guard element.kind == .object else {
                context.report(
                    .invalidType, "each element of '\(key.name)' must be an object, found \(element.kind.name)",
                    at: element.range, pointer: JSONPointer.appending(index, toArray: key.name, in: pointer))
                continue
            }
            readers.append(ObjectReader<Nested>(element, location: .element(index, ofMember: key.name, of: pointer), context: &context))
        }
        return readers
    }

    /// The strings of the array of strings at `key`.
    func strings(_ key: Key, context: inout LoweringContext) -> [String] {
        array(key).compactMap { element, elementPointer in
            if let string = element.stringValue { return string }
            context.report(
                .invalidType, "each element of '\(key.name)' must be a string, found \(element.kind.name)",
                at: element.range, pointer: elementPointer)
            return nil
        }
    }

    /// The string at `key` as a case of `Value`, reporting a string that names no case.
    func enumeration<Value: RawRepresentable & CaseIterable>(
        _ key: Key, as type: Value.Type, context: inout LoweringContext
    ) -> Value? where Value.RawValue == String {
        guard let member = member(key), let text = member.value.stringValue else { return nil }
        if let value = Value(rawValue: text) { return value }
        let allowed = Value.allCases.map(\.rawValue)
        let suggestion = Suggestion.closest(to: text, among: allowed)
        let rule = field(key).rule ?? .invalidValue
        let allowedList = allowed.map { "'\($0)'" }.joined(separator: ", ")
        let hint = Suggestion.didYouMean(suggestion)
        let message =
            rule == .unknownSlideKind
            ? "unknown slide kind \(text.quotedForDiagnostic)" + (suggestion == nil ? "; a slide is a 'page' or a 'choice'" : hint)
            : "'\(key.name)' must be one of \(allowedList), found \(text.quotedForDiagnostic)\(hint)"
        context.report(
            rule, message, at: member.value.range,
            pointer: pointer(key), fixIt: suggestion.map { "\"\($0)\"" })
        return nil
    }

    /// The integer at `key`, reporting a fraction or a number outside the key's range.
    func integer(_ key: Key, context: inout LoweringContext) -> Int? {
        guard let member = member(key), let text = member.value.numberText else { return nil }
        guard case .integer(let range) = field(key).type else { return nil }
        let fits: Int?
        if let integer = Int(text) {
            fits = integer
        } else if let double = Double(text), double.isFinite, double.rounded() == double,
            double >= Double(range.lowerBound), double <= Double(range.upperBound)
        {
            fits = Int(double)
        } else if let double = Double(text), double.isFinite, double.rounded() != double {
            context.report(.invalidType, "'\(key.name)' must be an integer, found \(text)", at: member.value.range, pointer: pointer(key))
            return nil
        } else {
            fits = nil
        }
        guard let value = fits, range.contains(value) else {
            context.report(
                .numberOutOfRange,
                "'\(key.name)' must be an integer from \(range.lowerBound) to \(range.upperBound), found \(text)",
                at: member.value.range, pointer: pointer(key))
            return nil
        }
        return value
    }

    /// The number at `key`, reporting a number outside the key's range.
    func number(_ key: Key, context: inout LoweringContext) -> Double? {
        guard let member = member(key), let text = member.value.numberText else { return nil }
        guard case .number(let range) = field(key).type else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            context.report(
                .numberOutOfRange, "'\(key.name)' must be a number from \(range.lowerBound) to \(range.upperBound), found \(text)",
                at: member.value.range, pointer: pointer(key))
            return nil
        }
        return value
    }

    /// The colour at `key`, reporting one not written as `#RRGGBB` or `#RRGGBBAA`.
    func color(_ key: Key, context: inout LoweringContext) -> RGBAColor? {
        formatted(key, rule: .malformedColor, context: &context, RGBAColor.init(hex:))
    }

    /// The https URL at `key`, reporting any other string.
    func httpsURL(_ key: Key, context: inout LoweringContext) -> String? {
        formatted(key, rule: .insecureURL, context: &context) { TextFormats.isHTTPSURL($0) ? $0 : nil }
    }

    /// The semantic version at `key`, reporting any other string.
    func semanticVersion(_ key: Key, context: inout LoweringContext) -> String? {
        formatted(key, rule: .invalidVersion, context: &context) { TextFormats.isSemanticVersion($0) ? $0 : nil }
    }

    /// The string at `key` read by `parse`, reporting `rule` at a string that `parse` rejects.
    private func formatted<Value>(
        _ key: Key, rule: Rule, context: inout LoweringContext, _ parse: (String) -> Value?
    ) -> Value? {
        guard let member = member(key), let text = member.value.stringValue else { return nil }
        if let value = parse(text) { return value }
        let expected = field(key).type.description
        context.report(
            rule, "'\(key.name)' must be \(expected), found \(text.quotedForDiagnostic)",
            at: member.value.range, pointer: pointer(key))
        return nil
    }

    /// Where the value of a `next` key leads: `null` ends the flow, a string names a slide.
    func continuation(_ key: Key) -> Slide.Continuation? {
        guard let value = value(key) else { return nil }
        if value.kind == .null { return .end }
        return value.stringValue.map { .slide($0) }
    }

    /// The trigger at `key`: `"afterOnboarding"`, `{ "afterSlide": id }` or `{ "afterChoice": id }`.
    func trigger(_ key: Key, context: inout LoweringContext) -> FlowTrigger? {
        guard let value = value(key) else { return nil }
        if let text = value.stringValue {
            if text == "afterOnboarding" { return .afterOnboarding }
            context.report(
                .invalidValue, "'\(key.name)' must be 'afterOnboarding', { \"afterSlide\": id } or { \"afterChoice\": id }, found \(text.quotedForDiagnostic)",
                at: value.range, pointer: pointer(key), fixIt: Suggestion.closest(to: text, among: ["afterOnboarding"]).map { "\"\($0)\"" })
            return nil
        }
        let keys = value.members.map(\.key)
        if keys == [AfterSlideTriggerKey.afterSlide.name] {
            return ObjectReader<AfterSlideTriggerKey>(value, pointer: pointer(key), context: &context).string(.afterSlide).map { .afterSlide($0) }
        }
        if keys == [AfterChoiceTriggerKey.afterChoice.name] {
            return ObjectReader<AfterChoiceTriggerKey>(value, pointer: pointer(key), context: &context).string(.afterChoice).map { .afterChoice($0) }
        }
        context.report(
            .invalidValue, "'\(key.name)' must be an object with one key, 'afterSlide' or 'afterChoice'",
            at: value.range, pointer: pointer(key))
        return nil
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

/// A set of kinds of JSON value, such as the kinds a type admits.
struct JSONKindSet: Sendable {
    private var rawValue: UInt8 = 0

    /// The kinds that `type` admits.
    init(admittedBy type: ValueType) {
        for kind in [JSONValue.Kind.object, .array, .string, .number, .bool, .null] where type.admits(kind) {
            rawValue |= 1 << kind.rawValue
        }
    }

    func contains(_ kind: JSONValue.Kind) -> Bool {
        rawValue & 1 << kind.rawValue != 0
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

/// Where an object is. Its pointer is built when read: most are never reported, and building
/// one for every object was a tenth of lowering (callgrind).
private enum ObjectLocation {
    case pointer(String)
    /// The value of a key of the object at a pointer.
    case member(String, of: String)
    /// An element of the array at a key of the object at a pointer.
    case element(Int, ofMember: String, of: String)

    var pointer: String {
        switch self {
        case .pointer(let pointer): pointer
        case .member(let key, let object): JSONPointer.appending(key, to: object)
        case .element(let index, let key, let object): JSONPointer.appending(index, toArray: key, in: object)
        }
    }
}

/// The first member given for a field, if any, and whether its value is of a type the field admits.
private struct FieldSlot {
    /// The member's position in the tree's member table if its value is usable, -1 if there is
    /// no member, and -2 minus the position if the value has the wrong type.
    let rawValue: Int32

    init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    init(member: Int, isUsable: Bool) {
        rawValue = isUsable ? Int32(member) : -2 - Int32(member)
    }

    var isAbsent: Bool { rawValue == -1 }

    /// The position of the member if its value is usable.
    var usableMember: Int? { rawValue >= 0 ? Int(rawValue) : nil }

    /// The position of the member, usable or not.
    var member: Int? { rawValue >= 0 ? Int(rawValue) : rawValue == -1 ? nil : Int(-2 - rawValue) }
}

/// The member given for each field of a shape, indexed like its fields.
///
/// Kept inline, for `ObjectShape.maximumFieldCount` fields: an array for each object was a
/// tenth of lowering, most of it in `malloc` and `free` (callgrind, 2,000 slides).
private struct FieldSlots {
    private var rawValues = SIMD32<Int32>(repeating: -1)

    private init() {}

    /// Finds the member given for each field of `shape` in `object`, reporting every member that does not fit.
    ///
    /// The arguments are borrowed: an initializer takes ownership of its arguments by default, which
    /// cost a retain and a release of each for every object read.
    init(
        reading object: borrowing JSONValue, shape: borrowing ObjectShape, location: borrowing ObjectLocation,
        context: inout LoweringContext
    ) {
        let layout = shape.layout
        var slots = FieldSlots()
        // Members whose keys are not fields, compared by their decoded keys since they are rare.
        var unknownMembers: [JSONMember] = []
        object.forEachMember { index, verbatimKey, kind in
            let field =
                if let verbatimKey { layout.keys.fieldIndex(ofKey: verbatimKey) } else { shape.fieldIndex(named: object.member(at: index).key) }
            guard let field else {
                let member = object.member(at: index)
                let key = member.key
                if let first = unknownMembers.first(where: { $0.key == key }) {
                    Self.reportDuplicate(member, of: first, in: location, context: &context)
                    return
                }
                unknownMembers.append(member)
                let suggestion = Suggestion.closest(to: key, among: layout.fields.map(\.key))
                context.report(
                    .unknownKey,
                    "unknown key \(key.quotedForDiagnostic)" + Suggestion.didYouMean(suggestion),
                    at: member.keyRange, pointer: JSONPointer.appending(key, to: location.pointer),
                    fixIt: suggestion.map { "\"\($0)\"" })
                return
            }
            if let first = slots[field].member {
                Self.reportDuplicate(object.member(at: index), of: object.member(at: first), in: location, context: &context)
                return
            }
            let isUsable = layout.admittedKinds[field].contains(kind)
            slots[field] = FieldSlot(member: index, isUsable: isUsable)
            if !isUsable {
                let field = layout.fields[field]
                context.report(
                    .invalidType, "\(field.key.quotedForDiagnostic) must be \(field.type.description), found \(kind.name)",
                    at: object.member(at: index).value.range, pointer: JSONPointer.appending(field.key, to: location.pointer))
            }
        }
        for field in layout.requiredFields where slots[field].isAbsent {
            context.report(
                layout.fields[field].rule ?? .missingRequiredField, "missing required key '\(layout.fields[field].key)'",
                at: object.range.lowerBound..<object.range.lowerBound + 1, pointer: location.pointer)
        }
        self = slots
    }

    private static func reportDuplicate(
        _ member: JSONMember, of first: JSONMember, in location: ObjectLocation, context: inout LoweringContext
    ) {
        let key = member.key
        context.report(
            .duplicateKey, "duplicate key \(key.quotedForDiagnostic)", at: member.keyRange,
            pointer: JSONPointer.appending(key, to: location.pointer),
            notes: [context.note("\(key.quotedForDiagnostic) is first given here", at: first.keyRange)])
    }

    subscript(field: Int) -> FieldSlot {
        get { FieldSlot(rawValue: rawValues[field]) }
        set {
            // Through a pointer: assigning to an element at a variable index copies the whole vector.
            precondition(rawValues.indices.contains(field))
            withUnsafeMutableBytes(of: &rawValues) { $0.storeBytes(of: newValue.rawValue, toByteOffset: field * 4, as: Int32.self) }
        }
    }
}
