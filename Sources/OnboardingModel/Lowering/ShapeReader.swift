import JSONSyntax
import OnboardingDiagnostics

/// One JSON object of the spec read against its shape, whose fields are `Field`.
///
/// Creating a reader reports unknown keys, duplicate keys, wrong types and missing required keys;
/// the typed accessors then report values outside their key's format and return `nil` for them.
struct ShapeReader<Field: ShapeField> {
    private let members: JSONObjectReader
    /// Where the object is.
    let pointer: String

    /// The range of the whole object.
    var range: Range<Int> { members.object.range }

    /// Reads `object`, which must be a JSON object, reporting every member that does not fit the shape of `Field`.
    init(_ object: JSONValue, pointer: String, context: inout LoweringContext) {
        self.pointer = pointer
        let shape = Field.shape
        members = JSONObjectReader(object, keys: shape.layout.keys, readingUnknownKeysAsMeant: true) { problem in
            context.report(problem, in: object, shape: shape, at: pointer)
        }
        for position in members.keysReadAsMeant {
            if let written = members.member(position)?.key { context.recordKey(shape.fields[position].key, writtenAs: written, in: pointer) }
        }
    }

    private var shape: ObjectShape { Field.shape }

    /// The member that gives `key` a value of an admissible type.
    private func member(_ key: Field) -> JSONMember? { members.member(key.rawValue) }

    /// The value of `key`, if present and of an admissible type.
    func value(_ key: Field) -> JSONValue? { members.value(key.rawValue) }

    /// Whether the object gives `key`, with a value of an admissible type or not.
    func isGiven(_ key: Field) -> Bool { members.isGiven(key.rawValue) }

    /// The range of the key `key`, if present.
    func keyRange(_ key: Field) -> Range<Int>? { member(key)?.keyRange }

    /// The pointer of `key`'s value, by the key as written: a key read as the one it means (see
    /// `JSONObjectReader`) keeps its own name, so that findings inside its value point into the file.
    func pointer(_ key: Field) -> String { JSONPointer.appending(member(key)?.key ?? key.name, to: pointer) }

    private func field(_ key: Field) -> ObjectShape.Field { shape.fields[key.rawValue] }

    // MARK: Typed values

    func string(_ key: Field) -> String? { value(key)?.stringValue }

    func bool(_ key: Field) -> Bool? { value(key)?.boolValue }

    /// The elements of the array at `key`, with their pointers.
    func array(_ key: Field) -> [(value: JSONValue, pointer: String)] {
        guard let array = value(key), array.kind == .array else { return [] }
        let base = pointer(key)
        return array.elements.enumerated().map { ($1, JSONPointer.appending($0, to: base)) }
    }

    /// Whether the array at `key` is empty or absent.
    func isEmptyArray(_ key: Field) -> Bool {
        value(key)?.childCount ?? 0 == 0
    }

    /// The object at `key` read against its shape, whose fields are `Nested`.
    func object<Nested: ShapeField>(_ key: Field, as _: Nested.Type, context: inout LoweringContext) -> ShapeReader<Nested>? {
        guard let value = value(key), value.kind == .object else { return nil }
        return ShapeReader<Nested>(value, pointer: self.pointer(key), context: &context)
    }

    /// The elements of the array of objects at `key`, each read against the element shape, whose fields are `Nested`.
    func objects<Nested: ShapeField>(_ key: Field, as _: Nested.Type, context: inout LoweringContext) -> [ShapeReader<Nested>] {
        guard let array = value(key), array.kind == .array else { return [] }
        let arrayPointer = pointer(key)
        var readers: [ShapeReader<Nested>] = []
        for (index, element) in array.elements.enumerated() {
            let elementPointer = JSONPointer.appending(index, to: arrayPointer)
            guard element.kind == .object else {
                context.report(
                    .invalidType, "each element of '\(key.name)' must be an object, found \(element.kind.name)",
                    at: element.range, pointer: elementPointer)
                continue
            }
            readers.append(ShapeReader<Nested>(element, pointer: elementPointer, context: &context))
        }
        return readers
    }

    /// The members of the object at `key`, whose keys are names the spec chooses, each value read
    /// against the shape whose fields are `Nested`; duplicate names are reported and skipped.
    func entries<Nested: ShapeField>(
        _ key: Field, as _: Nested.Type, context: inout LoweringContext
    ) -> [(name: String, keyRange: Range<Int>, reader: ShapeReader<Nested>)] {
        guard let object = value(key), object.kind == .object else { return [] }
        let objectPointer = pointer(key)
        var entries: [(name: String, keyRange: Range<Int>, reader: ShapeReader<Nested>)] = []
        var firstByName: [String: Range<Int>] = [:]
        for member in object.members {
            let name = member.key
            let memberPointer = JSONPointer.appending(name, to: objectPointer)
            if let first = firstByName[name] {
                context.report(
                    .duplicateKey, "duplicate key \(name.quotedForDiagnostic)", at: member.keyRange, pointer: memberPointer,
                    notes: [context.note("\(name.quotedForDiagnostic) is first given here", at: first)])
                continue
            }
            firstByName[name] = member.keyRange
            guard member.value.kind == .object else {
                context.report(
                    .invalidType, "each value of '\(key.name)' must be an object, found \(member.value.kind.name)",
                    at: member.value.range, pointer: memberPointer)
                continue
            }
            entries.append((name, member.keyRange, ShapeReader<Nested>(member.value, pointer: memberPointer, context: &context)))
        }
        return entries
    }

    /// The strings of the array of strings at `key`.
    func strings(_ key: Field, context: inout LoweringContext) -> [String] {
        array(key).compactMap { element, elementPointer in
            if let string = element.stringValue { return string }
            context.report(
                .invalidType, "each element of '\(key.name)' must be a string, found \(element.kind.name)",
                at: element.range, pointer: elementPointer)
            return nil
        }
    }

    /// The string at `key` as a case of `Value`, reporting a string that names no case, with the
    /// cases it most likely means: those closest in spelling, or the one `synonyms` gives it by
    /// another name (`push` for `notifications`, compared ignoring case).
    func enumeration<Value: RawRepresentable & CaseIterable>(
        _ key: Field, as type: Value.Type, synonyms: [String: Value] = [:], context: inout LoweringContext
    ) -> Value? where Value.RawValue == String {
        guard let member = member(key), let text = member.value.stringValue else { return nil }
        if let value = Value(rawValue: text) { return value }
        let allowed = Value.allCases.map(\.rawValue)
        let synonym = synonyms.first { $0.key.lowercased() == text.lowercased() }?.value.rawValue
        let suggestions = synonym.map { [$0] } ?? Suggestion.closestCandidates(to: text, among: allowed)
        let rule = field(key).rule ?? .invalidValue
        let allowedList = allowed.map { "'\($0)'" }.joined(separator: ", ")
        let hint = Suggestion.didYouMean(suggestions)
        let message: String
        if rule == .unknownSlideKind {
            let elsewhere = Slide.Kind.partsOfTheSpec.first { $0.key.lowercased() == text.lowercased() }?.value
            let kinds = Suggestion.listed(allowed.map { "'\($0)'" }, conjunction: "or")
            message = "unknown slide kind \(text.quotedForDiagnostic)" + (elsewhere.map { "; " + $0 } ?? (suggestions.isEmpty ? "; a slide is a \(kinds)" : hint))
        } else {
            message = "'\(key.name)' must be one of \(allowedList), found \(text.quotedForDiagnostic)\(hint)"
        }
        context.report(
            rule, message, at: member.value.range,
            pointer: pointer(key), fixIt: suggestions.count == 1 ? JSONLiteral.quoted(suggestions[0]) : nil)
        return nil
    }

    /// The integer at `key`, reporting a fraction or a number outside the key's range.
    func integer(_ key: Field, context: inout LoweringContext) -> Int? {
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
    func number(_ key: Field, context: inout LoweringContext) -> Double? {
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

    /// The colour at `key`, reporting one not written as `#RRGGBB` or `#RRGGBBAA`, with the colour
    /// it means in another notation (`#FFF`) as its fix-it.
    func color(_ key: Field, context: inout LoweringContext) -> RGBAColor? {
        formatted(key, rule: .malformedColor, context: &context, RGBAColor.init(hex:), meant: RGBAColor.hex(meantBy:)) { text in
            RGBAColor.readings(ofColorInteger: text).map { readings in
                "; read as an Android or Flutter colour, alpha first, it is '\(readings.alphaFirst)', "
                    + "with alpha last '\(readings.alphaLast)': write the one you mean"
            }
        }
    }

    /// The https URL at `key`, reporting any other string.
    func httpsURL(_ key: Field, context: inout LoweringContext) -> String? {
        formatted(key, rule: .insecureURL, context: &context) { TextFormats.isHTTPSURL($0) ? $0 : nil }
    }

    /// The URI scheme at `key`, reporting any other string.
    func uriScheme(_ key: Field, context: inout LoweringContext) -> String? {
        formatted(key, rule: .invalidValue, context: &context) { TextFormats.isURIScheme($0) ? $0 : nil }
    }

    /// The semantic version at `key`, reporting any other string.
    func semanticVersion(_ key: Field, context: inout LoweringContext) -> String? {
        formatted(
            key, rule: .invalidVersion, context: &context, { TextFormats.isSemanticVersion($0) ? $0 : nil },
            meant: TextFormats.semanticVersion(meantBy:))
    }

    /// The captions at `key`, `none` or a WebVTT file name, reporting any other string.
    func captions(_ key: Field, context: inout LoweringContext) -> Captions? {
        formatted(key, rule: .invalidValue, context: &context, TextFormats.captions)
    }

    /// The string at `key` read by `parse`, reporting `rule` at a string that `parse` rejects, with
    /// the string it `meant`, if any, as the fix-it, else the `hint` its message ends with, if any.
    private func formatted<Value>(
        _ key: Field, rule: Rule, context: inout LoweringContext, _ parse: (String) -> Value?, meant: (String) -> String? = { _ in nil },
        hint: (String) -> String? = { _ in nil }
    ) -> Value? {
        guard let member = member(key), let text = member.value.stringValue else { return nil }
        if let value = parse(text) { return value }
        let expected = field(key).type.description
        let suggestion = meant(text)
        let ending = suggestion == nil ? hint(text) ?? "" : Suggestion.didYouMean(suggestion)
        context.report(
            rule, "'\(key.name)' must be \(expected), found \(text.quotedForDiagnostic)" + ending,
            at: member.value.range, pointer: pointer(key), fixIt: suggestion.map(JSONLiteral.quoted))
        return nil
    }

    /// Where the value of a `next` key leads: `null` ends the flow, a string names a slide.
    func continuation(_ key: Field) -> Slide.Continuation? {
        guard let value = value(key) else { return nil }
        if value.kind == .null { return .end }
        return value.stringValue.map { .slide($0) }
    }

    /// The trigger at `key`: `"afterOnboarding"`, `"manual"`, `{ "afterSlide": id }` or
    /// `{ "afterChoice": id }`, and, where `allowsAfterCompletion` (the login's), `"afterCompletion"`.
    func trigger(_ key: Field, allowsAfterCompletion: Bool = false, context: inout LoweringContext) -> FlowTrigger? {
        guard let value = value(key) else { return nil }
        if let text = value.stringValue {
            if text == "afterOnboarding" { return .afterOnboarding }
            if text == "manual" { return .manual }
            if text == "afterCompletion", allowsAfterCompletion { return .afterCompletion }
            let names = allowsAfterCompletion ? ["afterOnboarding", "afterCompletion", "manual"] : ["afterOnboarding", "manual"]
            let valid = names.map { "'\($0)'" }.joined(separator: ", ")
            let only = text == "afterCompletion" ? " ('afterCompletion' is the login's only)" : ""
            let suggestions = Suggestion.closestCandidates(to: text, among: names)
            context.report(
                .invalidValue,
                "'\(key.name)' must be \(valid), { \"afterSlide\": id } or { \"afterChoice\": id }, found \(text.quotedForDiagnostic)\(only)"
                    + (only.isEmpty ? Suggestion.didYouMean(suggestions) : ""),
                at: value.range, pointer: pointer(key), fixIt: suggestions.count == 1 && only.isEmpty ? JSONLiteral.quoted(suggestions[0]) : nil)
            return nil
        }
        let keys = value.members.map(\.key)
        if keys == [AfterSlideTriggerField.afterSlide.name] {
            return ShapeReader<AfterSlideTriggerField>(value, pointer: pointer(key), context: &context).string(.afterSlide).map { .afterSlide($0) }
        }
        if keys == [AfterChoiceTriggerField.afterChoice.name] {
            return ShapeReader<AfterChoiceTriggerField>(value, pointer: pointer(key), context: &context).string(.afterChoice).map { .afterChoice($0) }
        }
        let triggerKeys = [AfterSlideTriggerField.afterSlide.name, AfterChoiceTriggerField.afterChoice.name]
        if value.kind == .object, value.members.count == 1, let member = value.members.first,
            case let meant = Suggestion.closestCandidates(to: member.key, among: triggerKeys), meant.count == 1
        {
            context.report(
                .unknownKey, "unknown key \(member.key.quotedForDiagnostic) of '\(key.name)'" + Suggestion.didYouMean(meant), at: member.keyRange,
                pointer: JSONPointer.appending(member.key, to: pointer(key)), fixIt: JSONLiteral.quoted(meant[0]))
            return nil
        }
        context.report(
            .invalidValue, "'\(key.name)' must be an object with one key, 'afterSlide' or 'afterChoice'",
            at: value.range, pointer: pointer(key))
        return nil
    }
}

extension LoweringContext {
    /// The JSON literal that `text`, a string given where `type` goes, stands for: `true` for
    /// `"yes"` or `"true"` where a boolean goes, `20` for `"20"` where a number goes (and for
    /// `"20%"` as a variant's `weight`, `1` for `"v1"` as the `specVersion`), `["pro"]` for `"pro"`
    /// where an array of strings goes.
    fileprivate static func literal(meantBy text: String, for type: ValueType, key: String) -> String? {
        switch type {
        case .array(of: .string, _):
            return "[" + JSONLiteral.quoted(text) + "]"
        case .boolean:
            switch text.lowercased() {
            case "true", "yes", "on": return "true"
            case "false", "no", "off": return "false"
            default: return nil
            }
        case .integer(let range):
            // A share written as a percentage, `"50%"`, or a version as `"v1"`, means its number;
            // no other number is one.
            var digits = Substring(text)
            if key == "weight", digits.hasSuffix("%") { digits = digits.dropLast() }
            if key == "specVersion", digits.first == "v" || digits.first == "V" { digits = digits.dropFirst() }
            return Int(digits).flatMap { range.contains($0) ? String($0) : nil }
        case .number(let range):
            // An integer, or digits with a point between them, as JSON writes them.
            let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            let integer = parts[0].first == "-" ? parts[0].dropFirst() : parts[0]
            guard !integer.isEmpty, integer.allSatisfy(\.isASCIIDigit), integer.first != "0" || integer.count == 1,
                parts.count == 1 || !parts[1].isEmpty && parts[1].allSatisfy(\.isASCIIDigit),
                let value = Double(text), range.contains(value)
            else { return nil }
            return text
        default:
            return nil
        }
    }

    /// The object by name that `array`, given where one goes, means: `{ "short": { "weight": 1 } }`
    /// for `[{ "name": "short", "weight": 1 }]`, each element named by its `name` or `id`; `nil`
    /// unless every element is an object named so, by one of the two, each by another name.
    private func map(meantBy array: JSONValue) -> String? {
        guard array.kind == .array, !array.elements.isEmpty else { return nil }
        var names: Set<String> = []
        var entries: [String] = []
        for element in array.elements {
            guard element.kind == .object else { return nil }
            let members = element.members
            let namings = members.filter { $0.key == "name" || $0.key == "id" }
            guard namings.count == 1, let naming = namings.first, let name = naming.value.stringValue, names.insert(name).inserted
            else { return nil }
            let rest = members.filter { $0.keyRange != naming.keyRange }.map { member in
                String(decoding: source.bytes[member.keyRange.lowerBound..<member.value.range.upperBound], as: UTF8.self)
            }
            entries.append(JSONLiteral.quoted(name) + ": { " + rest.joined(separator: ", ") + " }")
        }
        return "{ " + entries.joined(separator: ", ") + " }"
    }

    /// Where the object at `pointer` is, for a message that the finding's slide or the spec
    /// already names: ` in 'backgroundImage'`, ` in item 2 of 'choices'`; nothing for a slide or
    /// the spec itself.
    private static func placeDescription(of pointer: String, shape: ObjectShape) -> String {
        let components = JSONPointer.components(of: pointer)
        guard ![SpecFormat.slide.name, SpecFormat.spec.name].contains(shape.name), let last = components.last else { return "" }
        guard let index = Int(last), components.count >= 2 else { return " in \(last.quotedForDiagnostic)" }
        return " in item \(index + 1) of \(components[components.count - 2].quotedForDiagnostic)"
    }

    /// Reports `problem` of `object`, which is at `pointer` and has the shape `shape`.
    fileprivate mutating func report(_ problem: JSONObjectReader.Problem, in object: JSONValue, shape: ObjectShape, at pointer: String) {
        switch problem {
        case .unknownKey(let member, let suggestions):
            let key = member.key
            // Without a suggestion, an object of a few keys lists them, as a name that names nothing does.
            let keys = shape.fields.filter { !$0.key.hasPrefix("$") }.map(\.key.quotedForDiagnostic)
            var hint =
                !suggestions.isEmpty || keys.count > Suggestion.listedNameCount
                ? Suggestion.didYouMean(suggestions) : "; the keys here are " + Suggestion.listed(keys, conjunction: "and")
            // A key meant whose value is of another kind, and no value the key takes, is not
            // written: `"image": "hero"` means `staticIllustration`, an object, and renaming the key
            // would leave a wrong value (`"equals": "pro"` becomes `isAnyOf`, then `["pro"]`).
            var fixIt = suggestions.count == 1 ? JSONLiteral.quoted(suggestions[0]) : nil
            if suggestions.count == 1, let field = shape.fields.first(where: { $0.key == suggestions[0] }),
                !field.type.admittedKinds.contains(member.value.kind),
                member.value.stringValue.flatMap({ Self.literal(meantBy: $0, for: field.type, key: field.key) }) == nil
            {
                hint = "; did you mean \(field.key.quotedForDiagnostic) (\(field.type.description), where this value is a \(member.value.kind.name))?"
                fixIt = nil
            }
            report(
                .unknownKey, "unknown key \(key.quotedForDiagnostic)" + hint, at: member.keyRange,
                pointer: JSONPointer.appending(key, to: pointer), fixIt: fixIt)
        case .duplicateKey(let member, let first):
            let key = member.key
            report(
                .duplicateKey, "duplicate key \(key.quotedForDiagnostic)", at: member.keyRange,
                pointer: JSONPointer.appending(key, to: pointer),
                notes: [note("\(key.quotedForDiagnostic) is first given here", at: first.keyRange)])
        case .wrongKind(let member, let position):
            let field = shape.fields[position]
            let message = "\(field.key.quotedForDiagnostic) must be \(field.type.description), found \(member.value.kind.name)"
            if case .map = field.type, let map = map(meantBy: member.value) {
                report(
                    .invalidType, message + "; each entry goes under its name as a key, as the fix-it writes it", at: member.value.range,
                    pointer: JSONPointer.appending(field.key, to: pointer), fixIt: map)
                return
            }
            let meant =
                member.value.stringValue.flatMap { Self.literal(meantBy: $0, for: field.type, key: field.key) }
                ?? (member.value.boolValue == false && field.key == "next" && field.type.isNullable ? "null" : nil)
            report(
                .invalidType, message + (meant.map { "; did you mean \($0)?" } ?? ""),
                at: member.value.range, pointer: JSONPointer.appending(field.key, to: pointer), fixIt: meant)
        case .missingKey(_, meantBy: .some):
            // The unknown key's finding says which key it likely means, and its fix-it supplies it.
            break
        case .missingKey(let position, meantBy: nil):
            let field = shape.fields[position]
            report(
                field.rule ?? .missingRequiredField, "missing required key '\(field.key)'" + Self.placeDescription(of: pointer, shape: shape),
                at: object.range.lowerBound..<object.range.lowerBound + 1, pointer: pointer)
        }
    }
}
