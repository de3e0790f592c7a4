/// One variant of a spec's experiment: the slides it shows, in its order, its share of users, and
/// the texts it words differently.
///
/// In a variant, a slide without its own `next` leads to the variant's following slide, and a
/// `next` that names a slide the variant does not show ends the flow.
public struct OnboardingVariantDefinition<Spec: Onboarding>: Hashable, Sendable {
    /// The variant's slides, in the order it shows them.
    public let slides: [Spec.SlideID]
    /// The variant's share of users, relative to the weights of the others.
    public let weight: Int
    /// The texts of the variant's slides that differ from the slides' own.
    public let wording: [Spec.SlideID: OnboardingWording]

    /// A variant that shows `slides` in this order, to `weight` shares of users, with the texts
    /// `wording` gives its slides.
    public init(slides: [Spec.SlideID], weight: Int = 1, wording: [Spec.SlideID: OnboardingWording] = [:]) {
        self.slides = slides
        self.weight = weight
        self.wording = wording
    }
}

/// The variants of a spec's experiment, typed: an enum whose raw value is each variant's name in the
/// spec. The generated file declares one for a spec with variants (`SkillLevelOnboarding.Variant`).
public protocol OnboardingVariant: SpecIdentifier {
    /// The onboarding whose variants these are.
    associatedtype Spec: Onboarding where Spec.Variant == Self
}

extension OnboardingVariant {
    /// The variant's slides, in the order it shows them.
    public var slides: [Spec.SlideID] {
        Spec.variant(self).slides
    }

    /// The variant's share of users, relative to the weights of the others.
    public var weight: Int {
        Spec.variant(self).weight
    }

    /// The variant of the user `userID`: the same on every launch and device, and on a backend that
    /// computes it the same way (see `bucket(ofUserID:)`). The variants, in the order of the spec,
    /// share the buckets `0..<` the sum of their weights out by weight.
    public static func assigned(toUserID userID: String) -> Self {
        let totalWeight = allCases.reduce(0) { $0 + max($1.weight, 0) }
        guard totalWeight > 0 else { return allCases[0] }
        var bucket = bucket(ofUserID: userID) % UInt64(totalWeight)
        for variant in allCases {
            let weight = UInt64(max(variant.weight, 0))
            if bucket < weight { return variant }
            bucket -= weight
        }
        return allCases[0]
    }

    /// The number a user id stands for in the assignment: the 64-bit FNV-1a hash of the UTF-8 bytes
    /// of the spec's name, a colon and `userID`, mixed by MurmurHash3's 64-bit finaliser.
    public static func bucket(ofUserID userID: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (Spec.name + ":" + userID).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        hash = (hash ^ hash >> 33) &* 0xff51_afd7_ed55_8ccd
        hash = (hash ^ hash >> 33) &* 0xc4ce_b9fe_1a85_ec53
        return hash ^ hash >> 33
    }
}
