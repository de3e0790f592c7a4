#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The look and the navigation options shared by every slide.
public struct Theme: Hashable, Sendable {
    /// The brand colour: buttons, the current page indicator.
    public var primaryColor: ColorPair
    /// The colour of text and icons drawn on the primary colour.
    public var onPrimaryColor: ColorPair
    /// Whether the user can swipe between slides.
    public var isScrollEnabled: Bool
    public var isPageIndicatorHidden: Bool
    /// Whether the onboarding shows a close button.
    public var isDismissible: Bool
    public var showsSkipButton: Bool

    public init(
        primaryColor: ColorPair = ColorPair(),
        onPrimaryColor: ColorPair = ColorPair(),
        isScrollEnabled: Bool = true,
        isPageIndicatorHidden: Bool = false,
        isDismissible: Bool = false,
        showsSkipButton: Bool = false
    ) {
        self.primaryColor = primaryColor
        self.onPrimaryColor = onPrimaryColor
        self.isScrollEnabled = isScrollEnabled
        self.isPageIndicatorHidden = isPageIndicatorHidden
        self.isDismissible = isDismissible
        self.showsSkipButton = showsSkipButton
    }
}

extension Theme {
    /// The colours an app shows where the spec gives none, as a filled button of iOS draws them:
    /// the system blue, and white on it.
    public static let systemPrimaryColor = ColorPair(light: RGBAColor(red: 0, green: 122, blue: 255), dark: RGBAColor(red: 10, green: 132, blue: 255))
    public static let systemOnPrimaryColor = ColorPair(light: RGBAColor(red: 255, green: 255, blue: 255), dark: RGBAColor(red: 255, green: 255, blue: 255))

    /// The background of a page where the slide gives none: white in light appearance, black in dark.
    public static let systemBackgroundColor = ColorPair(light: RGBAColor(red: 255, green: 255, blue: 255), dark: RGBAColor(red: 0, green: 0, blue: 0))

    /// The colour of a slide's title where the slide gives none: iOS's `label`, black in light
    /// appearance, white in dark.
    public static let systemLabelColor = ColorPair(light: RGBAColor(red: 0, green: 0, blue: 0), dark: RGBAColor(red: 255, green: 255, blue: 255))

    /// The grey of the page dots that are not current and of the borders of options not chosen,
    /// which the primary colour of the current dot and of a chosen option stands out from: iOS's
    /// `systemGray4`.
    public static let systemInactiveColor = ColorPair(light: RGBAColor(red: 209, green: 209, blue: 214), dark: RGBAColor(red: 58, green: 58, blue: 60))

    /// The primary colour shown in `appearance`: the spec's (see `ColorPair.given(in:)`), else the
    /// system blue.
    public func shownPrimaryColor(in appearance: Appearance) -> RGBAColor {
        primaryColor.given(in: appearance)?.color ?? Self.systemPrimaryColor[appearance]!
    }

    /// The primary colour shown in `appearance` as it looks over the page's background, its
    /// alpha blended in: what contrast is judged on.
    public func opaquePrimaryColor(in appearance: Appearance) -> RGBAColor {
        shownPrimaryColor(in: appearance).composited(over: Self.systemBackgroundColor[appearance]!)
    }

    /// The colour of text on the primary colour shown in `appearance`: the spec's, else white.
    public func shownOnPrimaryColor(in appearance: Appearance) -> RGBAColor {
        onPrimaryColor.given(in: appearance)?.color ?? Self.systemOnPrimaryColor[appearance]!
    }
}

/// Light or dark appearance.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light
    case dark

    /// What the keys of the format for the appearance end with: `primaryColorLight`.
    public var keySuffix: String {
        switch self {
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

/// A colour for light appearance and one for dark appearance; either may be missing.
public struct ColorPair: Hashable, Sendable {
    public var light: RGBAColor?
    public var dark: RGBAColor?

    public init(light: RGBAColor? = nil, dark: RGBAColor? = nil) {
        self.light = light
        self.dark = dark
    }

    /// The colour written for `appearance`, if any.
    public subscript(appearance: Appearance) -> RGBAColor? {
        switch appearance {
        case .light: light
        case .dark: dark
        }
    }

    /// The colour the spec gives for `appearance`, and the appearance it is written for: in dark
    /// appearance, the light colour when there is no dark one, as an asset catalog colour without
    /// a dark variant does; `nil` when there is none.
    public func given(in appearance: Appearance) -> (color: RGBAColor, writtenFor: Appearance)? {
        if let color = self[appearance] { return (color, appearance) }
        return light.map { ($0, .light) }
    }
}

/// An sRGB colour written in a spec as `#RRGGBB` or `#RRGGBBAA`.
public struct RGBAColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (hexadecimal digits in either case); `nil` for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var components: [UInt8] = []
        var index = 1
        while index + 1 < digits.count {
            guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else { return nil }
            components.append(high << 4 | low)
            index += 2
        }
        self.init(red: components[0], green: components[1], blue: components[2], alpha: components.count == 4 ? components[3] : 255)
    }

    /// The `#RRGGBB` or `#RRGGBBAA` that `text`, a colour in another common notation, stands for:
    /// CSS's shorthand `#RGB` and `#RGBA` and its `rgb(r, g, b)` and `rgba(r, g, b, a)`, six or
    /// eight hexadecimal digits without `#`, six after `0x`, and `white`, `black`, `clear` or
    /// `transparent`; `nil` for any other text. Eight digits after `0x` mean no one colour: alpha
    /// comes first in Android's and Flutter's colour integers, last in others'.
    public static func hex(meantBy text: String) -> String? {
        let names = ["white": "#FFFFFF", "black": "#000000", "clear": "#00000000", "transparent": "#00000000"]
        if let hex = names[text.lowercased()] ?? hex(meantByCSSFunction: text) { return hex }
        let hasPrefix = text.hasPrefix("#")
        let isInteger = text.lowercased().hasPrefix("0x")
        let digits = hasPrefix ? text.dropFirst() : isInteger ? text.dropFirst(2) : Substring(text)
        guard digits.utf8.allSatisfy({ hexValue($0) != nil }) else { return nil }
        switch digits.count {
        case 3, 4: return "#" + digits.uppercased().map { "\($0)\($0)" }.joined()
        case 6: return hasPrefix ? nil : "#" + digits.uppercased()
        case 8: return hasPrefix || isInteger ? nil : "#" + digits.uppercased()
        default: return nil
        }
    }

    /// The two colours `text`, eight hexadecimal digits after `0x`, may stand for, as
    /// `#RRGGBBAA`: read with alpha first, as Android's and Flutter's colour integers are, and
    /// with alpha last; `nil` for any other text.
    public static func readings(ofColorInteger text: String) -> (alphaFirst: String, alphaLast: String)? {
        guard text.lowercased().hasPrefix("0x") else { return nil }
        let digits = text.dropFirst(2).uppercased()
        guard digits.count == 8, digits.utf8.allSatisfy({ hexValue($0) != nil }) else { return nil }
        return ("#" + digits.dropFirst(2) + digits.prefix(2), "#" + digits)
    }

    /// The hex of CSS's `rgb(r, g, b)` or `rgba(r, g, b, a)`, with components from 0 to 255 and
    /// an alpha from 0 to 1.
    private static func hex(meantByCSSFunction text: String) -> String? {
        let written = text.lowercased()
        guard let open = written.firstIndex(of: "("), let close = written.lastIndex(of: ")"), open < close,
            written[close...].dropFirst().allSatisfy(\.isWhitespace)
        else { return nil }
        let name = written[..<open].split(whereSeparator: \.isWhitespace)
        let hasAlpha = name == ["rgba"]
        guard hasAlpha || name == ["rgb"] else { return nil }
        // Each argument is one number: `rgb(1 0, 2 0, 3 0)` is no colour.
        let arguments = written[written.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.split(whereSeparator: \.isWhitespace) }
        guard arguments.count == (hasAlpha ? 4 : 3), arguments.allSatisfy({ $0.count == 1 }) else { return nil }
        let numbers = arguments.map { String($0[0]) }
        let components = numbers.prefix(3).compactMap { UInt8($0) }
        guard components.count == 3 else { return nil }
        guard hasAlpha else { return String(RGBAColor(red: components[0], green: components[1], blue: components[2], alpha: 255).hex.prefix(7)) }
        guard let alpha = Double(numbers[3]), (0...1).contains(alpha) else { return nil }
        return RGBAColor(red: components[0], green: components[1], blue: components[2], alpha: UInt8((alpha * 255).rounded())).hex
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The colour as `#RRGGBBAA` in uppercase.
    public var hex: String {
        "#" + [red, green, blue, alpha].map { component in
            let digits = String(component, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// The opaque colour this one shows drawn over `background`, which is taken as opaque.
    public func composited(over background: RGBAColor) -> RGBAColor {
        func blend(_ component: UInt8, _ under: UInt8) -> UInt8 {
            UInt8(((Double(component) * Double(alpha) + Double(under) * Double(255 - alpha)) / 255).rounded())
        }
        return RGBAColor(red: blend(red, background.red), green: blend(green, background.green), blue: blend(blue, background.blue))
    }

    /// The relative luminance of WCAG 2.x, from 0 (black) to 1 (white), ignoring alpha (see
    /// `composited(over:)`).
    public var relativeLuminance: Double {
        func linear(_ component: UInt8) -> Double {
            let value = Double(component) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2.x contrast ratio between two colours, from 1 to 21.
    public static func contrastRatio(_ first: RGBAColor, _ second: RGBAColor) -> Double {
        let (lighter, darker) = (max(first.relativeLuminance, second.relativeLuminance), min(first.relativeLuminance, second.relativeLuminance))
        return (lighter + 0.05) / (darker + 0.05)
    }
}
