/// A point in the flow where the app presents a paywall.
public struct Paywall: Hashable, Sendable {
    /// How the app presents the paywall.
    public enum Presentation: String, Hashable, Sendable, CaseIterable {
        case sheet
        case fullScreenCover

        /// The names UIKit and other tools give the presentations.
        public static let synonyms: [String: Presentation] = [
            "modal": .sheet, "pageSheet": .sheet, "formSheet": .sheet, "fullScreen": .fullScreenCover, "cover": .fullScreenCover,
        ]
    }

    /// Which purchase framework serves the paywall.
    public enum Provider: String, Hashable, Sendable, CaseIterable {
        case storeKit2
        case revenueCat
    }

    /// A unique name for the paywall, handed to the app when it is due.
    public var placement: String
    public var trigger: FlowTrigger
    public var presentation: Presentation
    public var provider: Provider
    public var products: [Product]
    /// The entitlement that unlocks the paid features, as the provider names it.
    public var entitlement: String?
    /// Whether the user can close the paywall without buying.
    public var isSkippable: Bool
    /// The terms of use and the privacy policy the paywall links to, https URLs.
    public var termsURL: String?
    public var privacyURL: String?
    public var pointer: String

    public init(
        placement: String,
        trigger: FlowTrigger = .afterOnboarding,
        presentation: Presentation = .sheet,
        provider: Provider = .storeKit2,
        products: [Product] = [],
        entitlement: String? = nil,
        isSkippable: Bool = true,
        termsURL: String? = nil,
        privacyURL: String? = nil,
        pointer: String
    ) {
        self.termsURL = termsURL
        self.privacyURL = privacyURL
        self.placement = placement
        self.trigger = trigger
        self.presentation = presentation
        self.provider = provider
        self.products = products
        self.entitlement = entitlement
        self.isSkippable = isSkippable
        self.pointer = pointer
    }
}

/// A product offered on a paywall: a name for the code and the store's product identifier.
public struct Product: Hashable, Sendable {
    /// The name the generated enum case takes, such as `monthly`.
    public var id: String
    /// The App Store Connect (or RevenueCat) product identifier.
    public var productID: String

    public init(id: String, productID: String) {
        self.id = id
        self.productID = productID
    }
}

/// When the app must do something during the flow, such as present a paywall or log in.
public enum FlowTrigger: Hashable, Sendable {
    /// When the user finishes the last slide.
    case afterOnboarding
    /// Of the login only: once onboarding is completed, outside the flow, and at each launch
    /// while the user is not signed in.
    case afterCompletion
    /// When the user continues from the slide with this id.
    case afterSlide(String)
    /// When the user continues from a choice slide having chosen the option with this id.
    case afterChoice(String)
    /// Never in the flow: the app presents it when it wants, such as when a feature needs the
    /// paywall's entitlement.
    case manual
}
