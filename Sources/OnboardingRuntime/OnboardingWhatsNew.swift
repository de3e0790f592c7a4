/// The "what's new" screen of one app version.
public struct OnboardingWhatsNew: Hashable, Sendable {
    /// One line of the screen.
    public struct Feature: Hashable, Sendable {
        /// An image from the asset catalog.
        public let image: String?
        /// An SF Symbol name, for a feature without an `image`.
        public let systemImage: String?
        /// The feature's title, in the user's language.
        public let title: OnboardingLocalizedText
        /// The feature's description, shown after its title; `nil` for none.
        public let subtitle: OnboardingLocalizedText?

        /// A feature line with an asset-catalog `image` or an SF Symbol `systemImage`, a title and
        /// an optional description.
        public init(image: String? = nil, systemImage: String? = nil, title: OnboardingLocalizedText, subtitle: OnboardingLocalizedText? = nil) {
            self.image = image
            self.systemImage = systemImage
            self.title = title
            self.subtitle = subtitle
        }
    }

    /// A button of the screen; with a URL, it opens the URL.
    public struct Action: Hashable, Sendable {
        /// The button's title, in the user's language.
        public let title: OnboardingLocalizedText
        /// The address the button opens; `nil` for a button that only closes the screen.
        public let url: String?

        /// A button titled `title` that opens `url`, or only closes the screen without one.
        public init(title: OnboardingLocalizedText, url: String? = nil) {
            self.title = title
            self.url = url
        }
    }

    /// The app version as the spec writes it, such as `2.0` or `1.2.0`.
    public let version: String
    /// The screen's title, in the user's language.
    public let title: OnboardingLocalizedText
    /// Whether the screen shows on the first launch of a fresh install of this version.
    public let showOnFreshInstall: Bool
    /// The least change from the version the user saw last that shows the screen.
    public let minimumChange: OnboardingVersionChange
    /// The new features, one line each, in the order of the spec.
    public let features: [Feature]
    /// The main button; `nil` for none.
    public let primaryAction: Action?
    /// A second button, such as one that opens the release notes; `nil` for none.
    public let secondaryAction: Action?

    /// The screen of `version`; by default shown after any update to it, and not on a fresh install.
    public init(
        version: String, title: OnboardingLocalizedText, showOnFreshInstall: Bool = false, minimumChange: OnboardingVersionChange = .patch,
        features: [Feature] = [], primaryAction: Action? = nil, secondaryAction: Action? = nil
    ) {
        self.version = version
        self.title = title
        self.showOnFreshInstall = showOnFreshInstall
        self.minimumChange = minimumChange
        self.features = features
        self.primaryAction = primaryAction
        self.secondaryAction = secondaryAction
    }
}

extension Onboarding {
    /// The what's-new screen of `version`, if the spec has one; versions are compared as versions,
    /// so `2.0`, `2.0.0` and `2.0.0+417` find the same screen.
    public static func whatsNew(for version: String) -> OnboardingWhatsNew? {
        guard let version = OnboardingAppVersion(version) else { return nil }
        return whatsNew.first { OnboardingAppVersion($0.version) == version }
    }

    /// The what's-new screen to show at launch, if any, from the version the user saw last (`nil` on
    /// the first launch of a fresh install) and the version running now.
    ///
    /// After an update, the screen of the newest version after the last seen one and up to the current
    /// one, when the change from the last seen version is at least the screen's `minimumChange`; on a
    /// fresh install, the screen of the current version when it says `showOnFreshInstall`. Nothing
    /// when the current version is not newer, or either version cannot be read.
    public static func whatsNew(lastSeenVersion: String?, currentVersion: String) -> OnboardingWhatsNew? {
        guard let current = OnboardingAppVersion(currentVersion) else { return nil }
        guard let lastSeenVersion else {
            return whatsNew.first { OnboardingAppVersion($0.version) == current && $0.showOnFreshInstall }
        }
        guard let lastSeen = OnboardingAppVersion(lastSeenVersion), lastSeen < current else { return nil }
        let candidates = whatsNew.compactMap { entry in
            OnboardingAppVersion(entry.version).flatMap { lastSeen < $0 && $0 <= current ? (entry, $0) : nil }
        }
        guard let newest = candidates.max(by: { $0.1 < $1.1 }), lastSeen.change(to: newest.1) >= newest.0.minimumChange else { return nil }
        return newest.0
    }
}

/// How much a version changes from another: the first of its numbers that differs.
public enum OnboardingVersionChange: Int, Comparable, Hashable, Sendable {
    /// The same major and minor numbers, as from 2.0.0 to 2.0.1; as a `minimumChange`, any update.
    case patch
    /// A different minor number, as from 2.0 to 2.1.
    case minor
    /// A different major number, as from 1.4 to 2.0.
    case major

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An app version compared as a version: `2.0` is `2.0.0`, build metadata (`+417`) is ignored,
/// and a pre-release (`2.0.0-beta.1`) comes before its release, as semantic versioning orders them.
public struct OnboardingAppVersion: Comparable, Hashable, Sendable {
    /// The first number, such as 2 in 2.1.3.
    public let major: Int
    /// The second number, such as 1 in 2.1.3; 0 when the text has none.
    public let minor: Int
    /// The third number, such as 3 in 2.1.3; 0 when the text has none.
    public let patch: Int
    /// The pre-release identifiers, such as `beta` and `1` of `2.0.0-beta.1`.
    public let prerelease: [String]

    /// The version `text` writes, `MAJOR[.MINOR[.PATCH]][-pre.release][+build]`, such as
    /// `Bundle.main`'s `CFBundleShortVersionString`; `nil` for other text.
    public init?(_ text: String) {
        let withoutBuild = text.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let parts = withoutBuild.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let numbers = parts[0].split(separator: ".", omittingEmptySubsequences: false).map { Self.number($0) }
        guard (1...3).contains(numbers.count), let major = numbers[0] else { return nil }
        let minor = numbers.count > 1 ? numbers[1] : 0
        let patch = numbers.count > 2 ? numbers[2] : 0
        guard let minor, let patch else { return nil }
        self.major = major
        self.minor = minor
        self.patch = patch
        prerelease = parts.count > 1 ? parts[1].split(separator: ".", omittingEmptySubsequences: false).map(String.init) : []
    }

    /// The number `text` writes in ASCII digits, at most nine of them.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else { return nil }
        return Int(text)
    }

    /// The first number that differs from this version to `other`.
    public func change(to other: Self) -> OnboardingVersionChange {
        major != other.major ? .major : minor != other.minor ? .minor : .patch
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        if lhs.prerelease.isEmpty || rhs.prerelease.isEmpty { return !lhs.prerelease.isEmpty && rhs.prerelease.isEmpty }
        for (left, right) in zip(lhs.prerelease, rhs.prerelease) where left != right {
            switch (Int(left), Int(right)) {
            case let (left?, right?): return left < right
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return left < right
            }
        }
        return lhs.prerelease.count < rhs.prerelease.count
    }
}
