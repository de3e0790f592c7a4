import JSONSyntax
import OnboardingModel

/// How much of an iPhone's screen the texts of a slide take at the largest accessibility text
/// size, estimated from their lengths for `accessibility_size_overflow`.
///
/// The estimate lays the texts out as an app's page does: the title and bold title in Title 1,
/// the subtitle and the Continue button's title in Body, one under the other, between the system
/// bars, on the screen the preview draws. Pictures shrink to the room left, and a question's
/// options scroll in their list, so only texts count. The rule's rationale states each figure.
struct LargestTextLayout {
    /// A text style at the largest accessibility size (AX5, `accessibilityExtraExtraExtraLarge`).
    struct Style {
        /// The point size.
        let size: Double

        var lineHeight: Double { size * 1.2 }

        /// The characters of a line, each half as wide as the size (SF Pro's average for English).
        var charactersPerLine: Int { Int(LargestTextLayout.textWidth / (size / 2)) }

        /// The lines `text` takes, broken at spaces, tabs and line breaks, a word longer than a line
        /// across lines. A character is a Unicode scalar, counted in the UTF-8 bytes: what a person
        /// sees as one character but is several scalars (an emoji with a skin tone) counts wider,
        /// as it usually is.
        func lineCount(of text: String) -> Int {
            let width = charactersPerLine
            var lines = 0
            var used = 0
            var word = 0
            func endWord() {
                guard word > 0 else { return }
                if used > 0, used + 1 + word <= width {
                    used += 1 + word
                } else {
                    lines += 1
                    used = word
                }
                while used > width {
                    lines += 1
                    used -= width
                }
                word = 0
            }
            text.withUTF8Bytes { bytes in
                for byte in bytes {
                    switch byte {
                    case 0x20, 0x09, 0x0A, 0x0D: endWord()
                    case _ where byte & 0xC0 != 0x80: word += 1
                    default: break
                    }
                }
            }
            endWord()
            return lines
        }

        /// The height of `text`'s lines.
        func height(of text: String) -> Double {
            Double(lineCount(of: text)) * lineHeight
        }
    }

    /// Title 1, of the title and the bold title.
    static let title = Style(size: 58)
    /// Body, of the subtitle and the button's title.
    static let body = Style(size: 53)

    /// The screen of an iPhone 14 or 15, in points.
    static let screenHeight = 844.0
    /// The width of a line: the screen's 390 points less 16 at each side.
    static let textWidth = 358.0
    static let statusBarHeight = 47.0
    static let homeIndicatorHeight = 34.0
    /// The bar of the skip and close buttons.
    static let barHeight = 44.0
    static let pageIndicatorHeight = 26.0
    /// Above and below the slide's content.
    static let margin = 16.0
    /// Between one text and the next.
    static let spacing = 12.0
    /// Above and below the Continue button's title.
    static let buttonPadding = 16.0

    /// The height the texts of a slide of `spec` have, with the space between them and around the
    /// button's title: the screen less the system's bars, the spec's bar and page dots, and the
    /// margins.
    static func availableHeight(in spec: OnboardingSpec) -> Double {
        let hasBar = spec.theme.showsSkipButton || spec.theme.isDismissible
        return screenHeight - statusBarHeight - homeIndicatorHeight - 2 * margin - (hasBar ? barHeight : 0)
            - (spec.theme.isPageIndicatorHidden ? 0 : pageIndicatorHeight)
    }

    /// The height of `blocks`, each a text's height, laid out one under the other with the last the
    /// button's title.
    static func height(ofBlocks blocks: [Double]) -> Double {
        blocks.reduce(0, +) + spacing * Double(max(blocks.count - 1, 0)) + 2 * buttonPadding
    }
}
