extension OnboardingFlow: Codable {
    private enum CodingKeys: String, CodingKey {
        case path, answers, isFinished, variant, departure, purchasedPaywalls, hasSignedIn
    }

    /// A departure as it is saved: why, how many of its effects are done, and whether the first of
    /// the others was presented. Its effects and destination are worked out again on restoring.
    private struct SavedDeparture: Codable {
        var reason: String
        var effectsDone: Int
        var isAwaitingResult: Bool
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path.map(\.rawValue), forKey: .path)
        try container.encode(answers, forKey: .answers)
        try container.encode(isFinished, forKey: .isFinished)
        try container.encodeIfPresent(variant?.rawValue, forKey: .variant)
        if !purchasedPaywalls.isEmpty {
            try container.encode(purchasedPaywalls.map(\.rawValue).sorted(), forKey: .purchasedPaywalls)
        }
        if hasSignedIn { try container.encode(true, forKey: .hasSignedIn) }
        if let departure {
            let reason =
                switch departure.reason {
                case .continuing(ifDenied: false): "continuing"
                case .continuing(ifDenied: true): "denied"
                case .requestingPermission: "requestingPermission"
                case .skipping: "skipping"
                }
            let saved = SavedDeparture(reason: reason, effectsDone: departure.effectsDone, isAwaitingResult: departure.isAwaitingResult)
            try container.encode(saved, forKey: .departure)
        }
    }

    /// Restores a saved flow, never failing on what it holds. A flow saved by an older build becomes
    /// the nearest state this spec allows:
    /// - the longest start of the saved path that the flow still takes with the saved answers;
    /// - the saved answers of the slides of that path, without those that name options or slides
    ///   this spec no longer has;
    /// - finished if it was and the whole path still holds;
    /// - leaving the last slide as it was, with the results already reported kept (a login that
    ///   succeeded is not asked again), if the whole path still holds; `awaitedEffect` is then the
    ///   effect to present again;
    /// - the paywalls bought and whether the user signed in, without placements this spec no
    ///   longer has;
    /// - in the variant it was saved in; when this spec no longer has that variant, in the one
    ///   `userInfo[.onboardingVariantWhenUnknown]` gives, if any (`OnboardingStore.savedFlow(variantWhenUnknown:)`),
    ///   else without one;
    /// - the first slide, when the saved flow's first slide is no longer first.
    ///
    /// Queues the event of viewing the slide it restores to, after `onboardingStarted` when it
    /// starts over at the first slide, as a new flow does. Throws only when the decoder holds no
    /// object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let savedPath = (try? container.decode([String].self, forKey: .path)) ?? []
        let savedAnswers = (try? container.decode(OnboardingAnswers<Spec>.self, forKey: .answers)) ?? OnboardingAnswers()
        let wasFinished = (try? container.decode(Bool.self, forKey: .isFinished)) ?? false
        let savedDeparture = try? container.decode(SavedDeparture.self, forKey: .departure)
        let savedVariant = try? container.decode(String.self, forKey: .variant)
        let variant = savedVariant.flatMap { Spec.Variant(rawValue: $0) ?? decoder.userInfo[.onboardingVariantWhenUnknown] as? Spec.Variant }
        self.init(showing: variant)
        let purchased = (try? container.decode([String].self, forKey: .purchasedPaywalls)) ?? []
        purchasedPaywalls = Set(purchased.compactMap(Spec.PaywallPlacement.init(rawValue:)))
        hasSignedIn = (try? container.decode(Bool.self, forKey: .hasSignedIn)) ?? false
        guard savedPath.first == current.rawValue else { return }
        defer {
            events = []
            record(.slideViewed(current))
        }
        guard follow(savedPath.dropFirst(), answering: savedAnswers) else { return }
        isFinished = wasFinished
        if !isFinished, let savedDeparture {
            departure = restoredDeparture(savedDeparture)
        }
    }

    /// Moves from the first slide along the slides of `ids` as far as the flow goes there with the
    /// answers of `given`, giving each slide it passes and the one it stops on its answer; returns
    /// whether it went the whole way. A text passed is trimmed, as the user's would be.
    mutating func follow(_ ids: some Sequence<String>, answering given: OnboardingAnswers<Spec>) -> Bool {
        for id in ids {
            answers.restore(current, from: given)
            answers.settleText(on: current)
            guard answers.allowsContinuing(from: Spec.slide(current)), let next = Spec.SlideID(rawValue: id) else { return false }
            let granted = destinationShown(from: current)
            let denied = Spec.slide(current).permission == nil ? granted : destinationShown(from: current, ifDenied: true)
            guard granted == .slide(next) || denied == .slide(next) else { return false }
            path.append(next)
        }
        answers.restore(current, from: given)
        return true
    }

    /// The departure `saved` describes, from the current slide, if this spec still leaves it so.
    private func restoredDeparture(_ saved: SavedDeparture) -> Departure? {
        let reason: Departure.Reason
        switch saved.reason {
        case "continuing": reason = .continuing(ifDenied: false)
        case "denied": reason = .continuing(ifDenied: true)
        case "skipping": reason = .skipping
        case "requestingPermission":
            guard let permission = Spec.slide(current).permission else { return nil }
            reason = .requestingPermission(permission)
        default: return nil
        }
        guard canContinue || reason == .skipping else { return nil }
        var departure = Departure(reason, of: self)
        for _ in 0..<min(max(saved.effectsDone, 0), departure.effects.count) { departure.finishFirstEffect() }
        guard !departure.effects.isEmpty else { return nil }
        departure.isAwaitingResult = saved.isAwaitingResult
        return departure
    }
}

extension CodingUserInfoKey {
    /// The variant, a `Spec.Variant`, in which `OnboardingFlow` restores a flow saved in a variant
    /// its spec no longer has.
    public static let onboardingVariantWhenUnknown = CodingUserInfoKey(rawValue: "onboardingVariantWhenUnknown")!
}
