/// Something that happened in the flow, for the app's analytics.
///
/// `OnboardingFlow` queues an event at each transition; `takeEvents()` hands them over in order, so
/// the app forwards them to Adjust, Firebase or its own backend in one place. `name` carries the
/// spec's prefix (`analytics.eventPrefix`, `onboarding_` by default), `parameters` the details as
/// strings.
public struct OnboardingAnalyticsEvent<Spec: Onboarding>: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// The flow started at its first slide.
        case onboardingStarted
        /// A slide appeared, moving forward or back.
        case slideViewed(Spec.SlideID)
        /// The user chose an option of a choice or multiple-choice slide.
        case optionChosen(Spec.SlideID, optionID: String)
        /// The user continued from a question slide with an answer.
        case questionAnswered(Spec.SlideID)
        /// The flow asked the app to request a permission.
        case permissionRequested(Spec.Permission)
        /// The app reported whether the user granted the permission.
        case permissionResult(Spec.Permission, granted: Bool)
        /// The flow asked the app to present the paywall at this placement.
        case paywallPresented(Spec.PaywallPlacement)
        /// The app reported how the paywall at this placement ended.
        case paywallResult(Spec.PaywallPlacement, OnboardingPaywallResult)
        /// The flow asked the app to present the login.
        case loginPresented
        /// The app reported how the login ended.
        case loginResult(OnboardingLoginResult)
        /// The user skipped the rest of the onboarding on this slide.
        case skipped(at: Spec.SlideID)
        /// The onboarding ended, after `steps` slides.
        case finished(steps: Int)

        /// The event of asking the app to carry out `effect`; `nil` for `finished`.
        init?(presenting effect: OnboardingEffect<Spec>) {
            switch effect {
            case .presentPaywall(let placement): self = .paywallPresented(placement)
            case .presentLogin: self = .loginPresented
            case .requestPermission(let permission): self = .permissionRequested(permission)
            case .finished: return nil
            }
        }
    }

    /// What happened, and to which slide, option, permission, paywall or login.
    public let kind: Kind
    /// The variant of the flow, if it shows one.
    public let variant: Spec.Variant?
    /// Where the event's slide is on the user's path, from 0: how many slides the user saw before
    /// it on the way there. `nil` for an event of no slide.
    public let position: Int?

    /// An event of `kind`, in `variant`, at `position` on the user's path, as the flow and the
    /// session record it.
    public init(_ kind: Kind, variant: Spec.Variant? = nil, position: Int? = nil) {
        self.kind = kind
        self.variant = variant
        self.position = position
    }

    /// The event's name for an analytics service: the spec's prefix followed by, for example,
    /// `slide_viewed`.
    public var name: String {
        let suffix =
            switch kind {
            case .onboardingStarted: "started"
            case .slideViewed: "slide_viewed"
            case .optionChosen: "option_chosen"
            case .questionAnswered: "question_answered"
            case .permissionRequested: "permission_requested"
            case .permissionResult: "permission_result"
            case .paywallPresented: "paywall_presented"
            case .paywallResult: "paywall_result"
            case .loginPresented: "login_presented"
            case .loginResult: "login_result"
            case .skipped: "skipped"
            case .finished: "finished"
            }
        return Spec.analyticsEventPrefix + suffix
    }

    /// The event's details, as strings:
    /// - a slide viewed, answered or skipped: `slide`, `position` (the slide's place on the user's
    ///   path, from 0, as the flow records it) and, if the slide has one, `screen_name`;
    /// - an option chosen: `slide` and `option`;
    /// - a permission requested: `permission`; its result: `permission` and `granted`;
    /// - a paywall presented: `placement`; how it ended: `placement` and `result`;
    /// - how the login ended: `result`;
    /// - the end of the onboarding: `steps`;
    /// - and, in a flow that shows a variant, `variant`.
    public var parameters: [String: String] {
        var parameters: [String: String]
        switch kind {
        case .onboardingStarted, .loginPresented:
            parameters = [:]
        case .slideViewed(let slide), .questionAnswered(let slide), .skipped(at: let slide):
            parameters = ["slide": slide.rawValue]
            parameters["position"] = position.map(String.init)
            parameters["screen_name"] = Spec.slide(slide).screenName
        case .optionChosen(let slide, let optionID):
            parameters = ["slide": slide.rawValue, "option": optionID]
        case .permissionRequested(let permission):
            parameters = ["permission": permission.rawValue]
        case .permissionResult(let permission, let granted):
            parameters = ["permission": permission.rawValue, "granted": String(granted)]
        case .paywallPresented(let placement):
            parameters = ["placement": placement.rawValue]
        case .paywallResult(let placement, let result):
            parameters = ["placement": placement.rawValue, "result": result.rawValue]
        case .loginResult(let result):
            parameters = ["result": result.rawValue]
        case .finished(let steps):
            parameters = ["steps": String(steps)]
        }
        parameters["variant"] = variant?.rawValue
        return parameters
    }
}

extension OnboardingAnalyticsEvent: CustomStringConvertible {
    /// The event as an analytics service receives it, its parameters by name:
    /// `quiz_option_chosen(option: advanced, slide: level)`.
    public var description: String {
        let parameters = parameters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return "\(name)(\(parameters.joined(separator: ", ")))"
    }
}
