/// The login the onboarding leads to: OAuth in the React Native module's `loginConfiguration`
/// shape, or the app's own screen.
public struct Login: Hashable, Sendable {
    /// The login service used when the spec names none.
    public static let defaultLoginURL = "https://login.infomaniak.com/"

    /// Who shows the login.
    public enum Provider: String, Hashable, Sendable, CaseIterable {
        /// OAuth in the system's web authentication session, with a client id.
        case oauth
        /// The app's own screen, such as a registration form.
        case app
    }

    /// What the login asks of the user.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        case signIn
        case register

        /// The names other tools give the modes: `signUp` is a `register`, not a misspelt `signIn`.
        public static let synonyms: [String: Mode] = [
            "signUp": .register, "sign-up": .register, "createAccount": .register, "registration": .register,
            "login": .signIn, "logIn": .signIn, "sign-in": .signIn,
        ]
    }

    public var provider: Provider
    /// The OAuth client id; `nil` for the app's own screen.
    public var clientID: String?
    public var loginURL: String
    public var redirectURIScheme: String?
    public var bundleID: String?
    /// What the login asks; `signIn` unless the spec says `register`.
    public var mode: Mode
    /// Whether the flow waits for a successful login; without, a failed login continues.
    public var isRequired: Bool
    public var trigger: FlowTrigger
    /// The JSON pointer of the login's object: `/login`, or `/loginConfiguration` in a React Native props object.
    public var pointer: String

    public init(
        provider: Provider = .oauth,
        clientID: String?,
        loginURL: String = Login.defaultLoginURL,
        redirectURIScheme: String? = nil,
        bundleID: String? = nil,
        mode: Mode = .signIn,
        isRequired: Bool = true,
        trigger: FlowTrigger = .afterOnboarding,
        pointer: String = "/login"
    ) {
        self.provider = provider
        self.clientID = clientID
        self.loginURL = loginURL
        self.redirectURIScheme = redirectURIScheme
        self.bundleID = bundleID
        self.mode = mode
        self.isRequired = isRequired
        self.trigger = trigger
        self.pointer = pointer
    }

    /// `{scheme or bundleId}://oauth2redirect`, or `nil` when the spec gives neither.
    public var redirectURI: String? {
        (redirectURIScheme ?? bundleID).map { "\($0)://oauth2redirect" }
    }
}

/// How the app remembers that the user has finished onboarding.
public struct Completion: Hashable, Sendable {
    /// Whether finishing once is for ever, or the onboarding shows again for each app version.
    public enum Scope: String, Hashable, Sendable, CaseIterable {
        case once
        case perVersion
    }

    /// The `UserDefaults` key.
    public var storageKey: String
    public var scope: Scope

    public init(storageKey: String, scope: Scope = .once) {
        self.storageKey = storageKey
        self.scope = scope
    }
}

/// Music that plays during onboarding and the paywall.
public struct BackgroundAudio: Hashable, Sendable {
    /// The file formats `AVAudioPlayer` plays from the bundle.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        case wav, mp3, m4a, aac, caf, aiff
    }

    /// The resource name, without extension.
    public var name: String
    public var format: Format

    public init(name: String, format: Format) {
        self.name = name
        self.format = format
    }
}

/// The button that advances the flow: a titled button, or a video button as in SIM_Sub.
public struct NextButton: Hashable, Sendable {
    public var title: String?
    /// A looping video that plays inside the button, masked to its shape.
    public var video: String?
    public var maskImage: String?
    public var pressedImage: String?
    /// The button's height in points.
    public var height: Double?
    /// The captions of the speech of `video`; `nil` when the spec does not say.
    public var captions: Captions?

    public init(
        title: String? = nil, video: String? = nil, maskImage: String? = nil, pressedImage: String? = nil, height: Double? = nil,
        captions: Captions? = nil
    ) {
        self.title = title
        self.video = video
        self.maskImage = maskImage
        self.pressedImage = pressedImage
        self.height = height
        self.captions = captions
    }
}

/// The "what's new" screen of one app version.
public struct WhatsNewEntry: Hashable, Sendable {
    /// A version such as `2.0` or `1.2.0`, as the spec writes it.
    public var version: String
    public var title: String
    /// Whether the screen shows on the first launch of a fresh install of this version.
    public var showOnFreshInstall: Bool
    /// The least change from the version the user saw last that shows the screen.
    public var minimumChange: VersionChange
    public var features: [Feature]
    public var primaryAction: Action?
    public var secondaryAction: Action?
    public var pointer: String

    public init(
        version: String, title: String, showOnFreshInstall: Bool = false, minimumChange: VersionChange = .patch,
        features: [Feature] = [], primaryAction: Action? = nil, secondaryAction: Action? = nil, pointer: String
    ) {
        self.version = version
        self.title = title
        self.showOnFreshInstall = showOnFreshInstall
        self.minimumChange = minimumChange
        self.features = features
        self.primaryAction = primaryAction
        self.secondaryAction = secondaryAction
        self.pointer = pointer
    }

    /// One line of a what's-new screen.
    public struct Feature: Hashable, Sendable {
        /// The feature's id: explicit, or `feature<N>` from its 1-based position on its screen.
        public var id: String
        /// An image from the asset catalog.
        public var image: String?
        /// An SF Symbol name.
        public var systemImage: String?
        public var title: String
        public var subtitle: String?

        public init(id: String, image: String? = nil, systemImage: String? = nil, title: String, subtitle: String? = nil) {
            self.id = id
            self.image = image
            self.systemImage = systemImage
            self.title = title
            self.subtitle = subtitle
        }

        /// The id a feature without an explicit one gets from its zero-based `position` on its screen.
        public static func defaultID(position: Int) -> String { "feature\(position + 1)" }
    }

    /// A button of a what's-new screen; with a URL it opens the URL.
    public struct Action: Hashable, Sendable {
        public var title: String
        public var url: String?

        public init(title: String, url: String? = nil) {
            self.title = title
            self.url = url
        }
    }
}

/// How much a version changes from another: which of its numbers is the first to differ.
public enum VersionChange: String, Hashable, Sendable, CaseIterable, Comparable {
    case patch
    case minor
    case major

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// An app version compared as a version: `2.0` is `2.0.0`, build metadata (`+42`) is ignored.
public struct AppVersion: Hashable, Sendable {
    public var major: Int
    public var minor: Int
    public var patch: Int
    /// The pre-release identifiers, such as `beta` and `1` of `2.0.0-beta.1`.
    public var prerelease: [String]

    /// The version `text` writes, `MAJOR[.MINOR[.PATCH]][-pre.release][+build]`; `nil` for any other text.
    public init?(_ text: String) {
        guard TextFormats.isSemanticVersion(text) else { return nil }
        let withoutBuild = text.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let parts = withoutBuild.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let numbers = parts[0].split(separator: ".").map { Int($0)! }
        major = numbers[0]
        minor = numbers.count > 1 ? numbers[1] : 0
        patch = numbers.count > 2 ? numbers[2] : 0
        prerelease = parts.count > 1 ? parts[1].split(separator: ".").map(String.init) : []
    }

    /// The version as `MAJOR.MINOR.PATCH[-pre.release]`: equal for equal versions.
    public var normalized: String {
        "\(major).\(minor).\(patch)" + (prerelease.isEmpty ? "" : "-" + prerelease.joined(separator: "."))
    }
}
