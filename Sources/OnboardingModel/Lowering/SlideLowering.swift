import JSONSyntax
import OnboardingDiagnostics

/// Lowers one element of the `slides` array, dropping the slide when anything inside it is wrong.
enum SlideLowering {
    /// Lowers the slide at `position` into `spec`: into its slides, or into its dropped slides
    /// with a warning for each fault.
    static func lower(
        _ element: JSONValue, position: Int, pointer: String, into spec: inout OnboardingSpec, context: inout LoweringContext
    ) {
        let outerFaults = context.slideFaults
        context.slideFaults = []
        var slide = Slide(id: Slide.defaultID(position: position), hasExplicitID: false, position: position, pointer: pointer)
        if element.kind == .object {
            read(element, into: &slide, context: &context)
        } else {
            context.report(
                .invalidType, "a slide must be an object, found \(element.kind.name)", at: element.range, pointer: pointer)
        }
        let faults = context.slideFaults ?? []
        context.slideFaults = outerFaults
        guard let first = faults.first else {
            spec.slides.append(slide)
            return
        }
        let continuations: [(Slide.Continuation?, DroppedSlide.Target.Source, pointer: String)] =
            [
                (slide.next, .next, context.pointer(of: "next", in: pointer)),
                (slide.nextIfDenied, .nextIfDenied, context.pointer(of: "nextIfDenied", in: pointer)),
            ] + slide.choices.map { ($0.next, .option($0.id), context.pointer(of: "next", in: $0.pointer)) }
        let targets = continuations.compactMap { next, source, pointer -> DroppedSlide.Target? in
            guard case .slide(let id)? = next else { return nil }
            return DroppedSlide.Target(id: id, source: source, pointer: pointer)
        }
        let dropped = DroppedSlide(
            id: slide.id, position: position, pointer: pointer, ruleID: first.rule.id, faultPointer: first.pointer,
            targets: targets, optionIDs: slide.choices.map(\.id), hasExplicitID: slide.hasExplicitID)
        for fault in faults {
            context.append(
                Diagnostic(
                    fault.rule, dropped.warning(for: fault.message), at: context.source.range(fault.range),
                    pointer: fault.pointer, severity: .warning, fixIt: context.makeFixIt(fault.range, fault.fixIt)))
        }
        spec.droppedSlides.append(dropped)
    }

    private static func read(_ element: JSONValue, into slide: inout Slide, context: inout LoweringContext) {
        let reader = ShapeReader<SlideField>(element, pointer: slide.pointer, context: &context)
        if let id = reader.string(.id) {
            slide.id = id
            slide.hasExplicitID = true
        }
        let kind = reader.enumeration(.kind, as: Slide.Kind.self, synonyms: Slide.Kind.synonyms, context: &context)
        slide.kind = kind ?? .page
        slide.title = reader.string(.title)
        slide.boldTitle = reader.string(.boldTitle)
        slide.subtitle = reader.string(.subtitle)
        slide.buttonTitle = reader.string(.buttonTitle)
        slide.screenName = reader.string(.screenName)
        slide.next = reader.continuation(.next) ?? .nextInOrder

        if let image = reader.object(.backgroundImage, as: BackgroundImageField.self, context: &context) {
            let tint = image.color(.tintColor, context: &context)
            slide.backgroundImage = image.string(.iosAssetName).map { BackgroundImage(assetName: $0, tintColor: tint) }
        }
        slide.illustration = illustration(of: reader, context: &context)
        slide.backgroundVideo = backgroundVideo(of: reader, context: &context)
        slide.videoGrid = videoGrid(of: reader, context: &context)
        if let layout = reader.object(.videoGridLayout, as: VideoGridLayoutField.self, context: &context) {
            let width = layout.number(.itemWidth, context: &context)
            let height = layout.number(.itemHeight, context: &context)
            let cornerRadius = layout.number(.cornerRadius, context: &context)
            if let width, let height {
                slide.videoGridLayout = VideoGridLayout(itemWidth: width, itemHeight: height, cornerRadius: cornerRadius ?? 0)
            }
        }
        slide.backgroundColor = ColorPair(
            light: reader.color(.backgroundColorLight, context: &context), dark: reader.color(.backgroundColorDark, context: &context))
        slide.titleColor = ColorPair(
            light: reader.color(.titleColorLight, context: &context), dark: reader.color(.titleColorDark, context: &context))
        slide.choices = choices(of: reader, kind: slide.kind, context: &context)
        if slide.kind.hasOptions, slide.choices.isEmpty, reader.isEmptyArray(.choices) {
            context.report(
                .choiceWithoutChoices, "a \(slide.kind.rawValue) slide needs at least one option in 'choices'",
                at: reader.range.lowerBound..<reader.range.lowerBound + 1, pointer: reader.pointer)
        }
        slide.continueRequiresSelection = reader.bool(.continueRequiresSelection) ?? (slide.kind == .choice)
        // A kind that is not one is reported once: the keys of the kind meant are not reported too.
        if kind != nil || reader.value(.kind) == nil { reportKeysOfOtherKinds(reader, kind: slide.kind, context: &context) }
        readQuestion(reader, into: &slide, context: &context)
        slide.condition = condition(of: reader, context: &context)
        slide.countsInProgress = reader.bool(.countsInProgress) ?? true
        if let lint = reader.object(.lint, as: LintDirectivesField.self, context: &context) {
            slide.disabledRules = lint.strings(.disable, context: &context)
        }
    }

    /// The slide's still or animated illustration; reports a slide that has both.
    private static func illustration(of reader: ShapeReader<SlideField>, context: inout LoweringContext) -> Illustration? {
        let still = reader.object(.staticIllustration, as: StaticIllustrationField.self, context: &context)
        let animated = reader.object(.animatedIllustration, as: AnimatedIllustrationField.self, context: &context)
        if let still, let animated {
            let later: SlideField = still.range.lowerBound > animated.range.lowerBound ? .staticIllustration : .animatedIllustration
            context.report(
                .conflictingIllustrations, "a slide can have either 'staticIllustration' or 'animatedIllustration', not both",
                at: reader.keyRange(later) ?? reader.range, pointer: reader.pointer(later))
            return nil
        }
        if let still {
            let isDecorative = isDecorative(still, decorative: .decorative, label: .accessibilityLabel, context: &context)
            return still.string(.iosAssetName).map { name in
                .image(StaticIllustration(assetName: name, accessibilityLabel: still.string(.accessibilityLabel), isDecorative: isDecorative))
            }
        }
        if let animated {
            let loopMode = animated.enumeration(.loopMode, as: AnimatedIllustration.LoopMode.self, synonyms: AnimatedIllustration.LoopMode.synonyms, context: &context)
            let start = animated.integer(.loopFrameStart, context: &context)
            let end = animated.integer(.loopFrameEnd, context: &context)
            let isDecorative = isDecorative(animated, decorative: .decorative, label: .accessibilityLabel, context: &context)
            let still = reduceMotionImage(of: animated, at: .reduceMotion, context: &context)
            return animated.string(.fileName).map { fileName in
                .animation(
                    AnimatedIllustration(
                        fileName: fileName, loopMode: loopMode ?? .loop, loopFrameStart: start, loopFrameEnd: end,
                        accessibilityLabel: animated.string(.accessibilityLabel), isDecorative: isDecorative, reduceMotionImage: still))
            }
        }
        return nil
    }

    /// The slide's background video, when it names its file.
    private static func backgroundVideo(of reader: ShapeReader<SlideField>, context: inout LoweringContext) -> BackgroundVideo? {
        guard let video = reader.object(.backgroundVideo, as: BackgroundVideoField.self, context: &context) else { return nil }
        let gravity = video.enumeration(.gravity, as: BackgroundVideo.Gravity.self, synonyms: BackgroundVideo.Gravity.synonyms, context: &context)
        let still = reduceMotionImage(of: video, at: .reduceMotion, context: &context)
        let captions = video.captions(.captions, context: &context)
        return video.string(.name).map { name in
            BackgroundVideo(
                name: name, fileExtension: video.string(.extension) ?? "mp4", gravity: gravity ?? .resizeAspectFill,
                loops: video.bool(.loop) ?? true, accessibilityLabel: video.string(.accessibilityLabel), reduceMotionImage: still,
                captions: captions)
        }
    }

    /// The cells of the slide's video grid that name both their video and its cover.
    private static func videoGrid(of reader: ShapeReader<SlideField>, context: inout LoweringContext) -> [VideoGridItem] {
        reader.objects(.videoGrid, as: VideoGridItemField.self, context: &context).enumerated().compactMap { position, item in
            guard let video = item.string(.video), let cover = item.string(.cover) else { return nil }
            return VideoGridItem(
                id: item.string(.id) ?? VideoGridItem.defaultID(position: position), video: video, cover: cover,
                accessibilityLabel: item.string(.accessibilityLabel))
        }
    }

    /// Whether the illustration `reader` reads says it is decorative, at `decorative`; reports one
    /// that has an accessibility label too, at `label`.
    private static func isDecorative<Field: ShapeField>(
        _ reader: ShapeReader<Field>, decorative: Field, label: Field, context: inout LoweringContext
    ) -> Bool {
        guard reader.bool(decorative) == true, let value = reader.value(decorative) else { return false }
        if let labelRange = reader.keyRange(label) {
            context.report(
                .decorativeWithLabel,
                "an illustration is either decorative, which VoiceOver skips, or has an 'accessibilityLabel', which VoiceOver reads; remove one of them",
                at: value.range, pointer: reader.pointer(decorative), notes: [context.note("the accessibility label", at: labelRange)])
        }
        return true
    }

    /// The asset name of the still image for Reduce Motion at `key` of `reader`.
    private static func reduceMotionImage<Field: ShapeField>(
        of reader: ShapeReader<Field>, at key: Field, context: inout LoweringContext
    ) -> String? {
        reader.object(key, as: ReduceMotionField.self, context: &context)?.string(.iosAssetName)
    }

    /// The keys that only slides of one kind use.
    private static let keysOfKind: [(kind: Slide.Kind, keys: [SlideField])] = [
        (.choice, [.advancesOnSelection]),
        (.multipleChoice, [.minSelections, .maxSelections]),
        (.textInput, [.placeholder, .contentType, .maxLength, .isRequired]),
        (.permission, [.permission, .nextIfDenied]),
    ]

    /// Reports each key of a slide of another kind than `kind`.
    private static func reportKeysOfOtherKinds(_ reader: ShapeReader<SlideField>, kind slideKind: Slide.Kind, context: inout LoweringContext) {
        for (kind, keys) in keysOfKind where kind != slideKind {
            for key in keys where reader.value(key) != nil {
                context.report(
                    .inapplicableKey, "'\(key.name)' applies to a \(kind.rawValue) slide only, and this is a \(slideKind.rawValue) slide",
                    at: reader.keyRange(key) ?? reader.range, pointer: reader.pointer(key))
            }
        }
    }

    /// Reads what a question slide asks: the limits of a multiple choice, the text of a text input.
    private static func readQuestion(_ reader: ShapeReader<SlideField>, into slide: inout Slide, context: inout LoweringContext) {
        switch slide.kind {
        case .choice:
            slide.advancesOnSelection = reader.bool(.advancesOnSelection) ?? false
        case .multipleChoice:
            let minimum = reader.integer(.minSelections, context: &context)
            let maximum = reader.integer(.maxSelections, context: &context)
            slide.selectionLimits = SelectionLimits(minimum: minimum ?? 1, maximum: maximum)
            checkLimits(slide.selectionLimits, optionCount: slide.choices.count, of: reader, context: &context)
        case .textInput:
            let contentType = reader.enumeration(.contentType, as: TextInput.ContentType.self, synonyms: TextInput.ContentType.synonyms, context: &context)
            slide.textInput = TextInput(
                placeholder: reader.string(.placeholder), contentType: contentType ?? .plain,
                maxLength: reader.integer(.maxLength, context: &context), isRequired: reader.bool(.isRequired) ?? true)
        case .permission:
            slide.permission = reader.enumeration(.permission, as: Permission.self, synonyms: Permission.synonyms, context: &context)
            slide.nextIfDenied = reader.continuation(.nextIfDenied)
            if reader.value(.permission) == nil {
                context.report(
                    .missingRequiredField, "a permission slide needs 'permission', the permission Continue asks for",
                    at: reader.range.lowerBound..<reader.range.lowerBound + 1, pointer: reader.pointer)
            }
        case .page:
            break
        }
    }

    private static func checkLimits(
        _ limits: SelectionLimits, optionCount: Int, of reader: ShapeReader<SlideField>, context: inout LoweringContext
    ) {
        func report(_ message: String, at key: SlideField) {
            context.report(
                .invalidSelectionLimits, message, at: reader.value(key)?.range ?? reader.range, pointer: reader.pointer(key))
        }
        guard optionCount > 0 else { return }
        if let maximum = limits.maximum, maximum < limits.minimum {
            report("'maxSelections' is \(maximum), below 'minSelections' of \(limits.minimum)", at: .maxSelections)
        } else if let maximum = limits.maximum, maximum > optionCount {
            report("'maxSelections' is \(maximum), but the slide has \(optionCount) option\(optionCount == 1 ? "" : "s")", at: .maxSelections)
        } else if limits.minimum > optionCount {
            report(
                "'minSelections' is \(limits.minimum), but the slide has \(optionCount) option\(optionCount == 1 ? "" : "s"): Continue could never be enabled",
                at: .minSelections)
        }
    }

    /// The slide's `showIf`, checked for its shape; validation checks what it names.
    private static func condition(of reader: ShapeReader<SlideField>, context: inout LoweringContext) -> Condition? {
        guard let condition = reader.object(.showIf, as: ConditionField.self, context: &context),
            let answer = condition.string(.answer)
        else { return nil }
        let options = condition.value(.isAnyOf) == nil ? nil : condition.strings(.isAnyOf, context: &context)
        let isAnswered = condition.bool(.isAnswered)
        if condition.value(.isAnyOf) != nil, condition.isEmptyArray(.isAnyOf) {
            context.report(
                .invalidValue, "'isAnyOf' needs at least one option id", at: condition.value(.isAnyOf)?.range ?? condition.range,
                pointer: condition.pointer(.isAnyOf))
            return nil
        }
        switch (options, isAnswered) {
        case (let options?, nil):
            return Condition(answer: answer, requirement: .isAnyOf(options), pointer: condition.pointer)
        case (nil, let isAnswered?):
            return Condition(answer: answer, requirement: .isAnswered(isAnswered), pointer: condition.pointer)
        case (_?, _?):
            context.report(
                .invalidValue, "a condition gives either 'isAnyOf' or 'isAnswered', not both",
                at: condition.keyRange(.isAnswered) ?? condition.range, pointer: condition.pointer(.isAnswered))
        case (nil, nil) where !condition.isGiven(.isAnyOf) && !condition.isGiven(.isAnswered):
            context.report(
                .missingRequiredField, "a condition needs 'isAnyOf' (options) or 'isAnswered' (true or false)",
                at: condition.range, pointer: condition.pointer)
        case (nil, nil):
            break
        }
        return nil
    }

    private static func choices(of reader: ShapeReader<SlideField>, kind: Slide.Kind, context: inout LoweringContext) -> [Choice] {
        let readers = reader.objects(.choices, as: ChoiceField.self, context: &context)
        var choices: [Choice] = []
        /// The position in `choices` of the choice that took each Swift name.
        var choiceByName: [String: Int] = [:]
        for choice in readers {
            guard let id = choice.string(.id), let title = choice.string(.title) else { continue }
            let idRange = choice.value(.id)?.range ?? choice.range
            guard let name = SwiftNaming.caseName(from: id) else {
                context.report(
                    .invalidIdentifier, "option id \(id.quotedForDiagnostic) yields no Swift identifier; use letters or digits",
                    at: idRange, pointer: choice.pointer(.id))
                continue
            }
            if let position = choiceByName[name] {
                let first = choices[position].id
                let message =
                    first == id
                    ? "option id \(id.quotedForDiagnostic) is used twice in this choice slide"
                    : "option ids \(first.quotedForDiagnostic) and \(id.quotedForDiagnostic) both become the Swift identifier '\(name)'"
                context.report(.duplicateChoiceID, message, at: idRange, pointer: choice.pointer(.id))
                continue
            }
            if kind == .multipleChoice, let next = choice.keyRange(.next) {
                context.report(
                    .inapplicableKey, "an option of a multipleChoice slide cannot have a 'next', since the user may pick several; give the slide its 'next' instead",
                    at: next, pointer: choice.pointer(.next))
            }
            choiceByName[name] = choices.count
            choices.append(
                Choice(id: id, title: title, emoji: choice.string(.emoji), next: choice.continuation(.next), pointer: choice.pointer))
        }
        return choices
    }
}
