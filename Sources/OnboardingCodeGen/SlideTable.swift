import OnboardingLocalization
import OnboardingModel

/// The content most slides have, as the generated `SlideRow` reads it back: one string of entries
/// and one array of the texts' localization keys.
///
/// Each slide's entries are its id, the names of the fields it has (`"title subtitle image"`), and
/// then the entries of each of those fields in that order (`widths` says how many):
/// - a text in the spec's language, or a name;
/// - a colour, its red, green, blue and alpha bytes in hexadecimal (`1E90FFFF`);
/// - an animation's file name, format and loop mode; a loop frame, a decimal integer;
/// - a background video's name, extension, gravity and whether it loops;
/// - a video grid cell's video and cover (a slide has a `gridItem` field for each cell); the grid
///   layout's item width, item height and corner radius, as Swift describes a `Double`.
///
/// Every entry ends with `separator`. The keys of the slide's texts follow one another in `keys`,
/// in the order of the texts. Entries and keys are kept as they stand between the quotes of a
/// literal (`SwiftLiteral.stringContents`), which is how the templates write them.
///
/// One string literal costs swiftc almost nothing at any size, where an array literal of a string
/// an entry costs about a tenth of a millisecond an entry in a debug build; the keys stay an array
/// of `StaticString`s, since `LocalizedStringResource` takes its key as one.
struct SlideTable {
    /// The entries of every slide, one slide after the other, as literal contents.
    private(set) var entries: [String] = []
    /// The localization keys of each slide's texts, by slide, as literal contents.
    private(set) var keys: [[String]] = []
    /// The scalar that ends each entry: the first of `asciiSeparators`, then of
    /// `separatorCandidates`, that no entry's text holds; `nil` only when the texts hold every
    /// scalar there is.
    let separator: Unicode.Scalar?

    /// The fields of the table that are texts, each with a key in `keys`; the generated `SlideRow`
    /// reads their names from here.
    static let textFields = [
        "title", "boldTitle", "subtitle", "imageLabel", "animationLabel", "backgroundVideoLabel", "gridItemLabel", "buttonTitle",
    ]

    /// The fields of more than one entry, with their number of entries; every other field has one.
    static let widths: [(field: String, width: Int)] = [("backgroundVideo", 4), ("animation", 3), ("videoGridLayout", 3), ("gridItem", 2)]

    init(spec: OnboardingSpec) {
        var table = Builder(keepsLiteralContents: true)
        Self.add(spec, to: &table)
        entries = table.entries
        keys = table.keys
        // The separators of ASCII are single bytes that only their own scalars hold; the texts of
        // the rare spec that holds all four are searched for another scalar.
        if let separator = Self.asciiSeparators.first(where: { !table.usedASCIISeparators.contains($0) }) {
            self.separator = Unicode.Scalar(separator)
        } else {
            var texts = Builder(keepsLiteralContents: false)
            Self.add(spec, to: &texts)
            separator = Self.separator(notIn: texts.entries)
        }
    }

    /// Adds the entries and keys of every slide of `spec` to `table`.
    private static func add(_ spec: OnboardingSpec, to table: inout Builder) {
        for slide in spec.slides {
            table.beginSlide(slide.id)
            table.addTextWithAnswers("title", slide.title, key: TextKey.slideText("title", of: slide))
            table.addTextWithAnswers("boldTitle", slide.boldTitle, key: TextKey.slideText("boldTitle", of: slide))
            table.addTextWithAnswers("subtitle", slide.subtitle, key: TextKey.slideText("subtitle", of: slide))
            if let image = slide.backgroundImage {
                table.add("backgroundImage", image.assetName)
                if let tint = image.tintColor { table.add("tint", Self.hexadecimal(tint)) }
            }
            switch slide.illustration {
            case .image(let image):
                table.add("image", image.assetName)
                table.addText("imageLabel", image.accessibilityLabel, key: TextKey.illustrationLabel(of: slide))
            case .animation(let animation):
                table.add("animation", animation.fileName, animation.format.generatedCaseName, animation.loopMode.rawValue)
                table.addText("animationLabel", animation.accessibilityLabel, key: TextKey.illustrationLabel(of: slide))
                if let frame = animation.loopFrameStart { table.add("loopFrameStart", String(frame)) }
                if let frame = animation.loopFrameEnd { table.add("loopFrameEnd", String(frame)) }
            case nil:
                break
            }
            if let video = slide.backgroundVideo {
                table.add("backgroundVideo", video.name, video.fileExtension, video.gravity.rawValue, video.loops ? "true" : "false")
                table.addText("backgroundVideoLabel", video.accessibilityLabel, key: TextKey.backgroundVideoLabel(of: slide))
            }
            for cell in slide.videoGrid {
                table.add("gridItem", cell.video, cell.cover)
                table.addText("gridItemLabel", cell.accessibilityLabel, key: TextKey.videoCellLabel(cell, of: slide))
            }
            if let layout = slide.videoGridLayout {
                table.add("videoGridLayout", "\(layout.itemWidth)", "\(layout.itemHeight)", "\(layout.cornerRadius)")
            }
            if let color = slide.backgroundColor.light { table.add("backgroundColorLight", Self.hexadecimal(color)) }
            if let color = slide.backgroundColor.dark { table.add("backgroundColorDark", Self.hexadecimal(color)) }
            if let color = slide.titleColor.light { table.add("titleColorLight", Self.hexadecimal(color)) }
            if let color = slide.titleColor.dark { table.add("titleColorDark", Self.hexadecimal(color)) }
            table.addTextWithAnswers("buttonTitle", slide.buttonTitle, key: TextKey.slideText("buttonTitle", of: slide))
            if let screenName = slide.screenName { table.add("screenName", screenName) }
        }
    }

    /// `RRGGBBAA`: the colour's bytes, in upper-case hexadecimal.
    private static func hexadecimal(_ color: RGBAColor) -> String {
        String(color.hex.dropFirst())
    }

    /// The information separators of ASCII, U+001F to U+001C, which no text has in practice: the
    /// first that no raw text of the table holds ends the entries.
    private static let asciiSeparators: [UInt8] = [0x1F, 0x1E, 0x1D, 0x1C]

    /// The values of the scalars that may end entries when the entries hold every separator of
    /// ASCII, in the order they are tried: the private use areas, then every other scalar.
    private static let separatorCandidates: [ClosedRange<UInt32>] = [0xE000...0x10FFFF, 0...0xD7FF]

    private static func separator(notIn entries: [String]) -> Unicode.Scalar? {
        var used = Set<Unicode.Scalar>()
        for entry in entries { used.formUnion(entry.unicodeScalars) }
        for candidates in separatorCandidates {
            for value in candidates {
                if let scalar = Unicode.Scalar(value), !used.contains(scalar) { return scalar }
            }
        }
        return nil
    }

    /// The table, built slide by slide and field by field.
    private struct Builder {
        /// Whether entries and keys are kept as literal contents, or as the raw texts.
        let keepsLiteralContents: Bool
        var entries: [String] = []
        var keys: [[String]] = []
        /// The separators of ASCII that some raw text of the table holds (escaped, no entry holds any).
        private(set) var usedASCIISeparators: Set<UInt8> = []
        /// Where the names of the current slide's fields are in `entries`.
        private var fieldsPosition = 0

        init(keepsLiteralContents: Bool) {
            self.keepsLiteralContents = keepsLiteralContents
        }

        mutating func beginSlide(_ id: String) {
            addEntry(id)
            fieldsPosition = entries.count
            entries.append("")
            keys.append([])
        }

        mutating func add(_ field: String, _ value: String) {
            // Field names are identifiers, their own literal contents.
            entries[fieldsPosition] += entries[fieldsPosition].isEmpty ? field : " " + field
            addEntry(value)
        }

        mutating func add(_ field: String, _ value: String, _ more: String...) {
            assert(SlideTable.widths.contains { $0 == (field, 1 + more.count) }, "'\(field)' is missing from `widths`")
            add(field, value)
            more.forEach { addEntry($0) }
        }

        mutating func addText(_ field: String, _ text: String?, key: @autoclosure () -> String) {
            guard let text else { return }
            add(field, text)
            keys[keys.count - 1].append(literalContents(key()))
        }

        private mutating func addEntry(_ value: String) {
            value.withUTF8Bytes { bytes in
                for byte in bytes where 0x1C...0x1F ~= byte { usedASCIISeparators.insert(byte) }
            }
            entries.append(literalContents(value))
        }

        private func literalContents(_ text: String) -> String {
            keepsLiteralContents ? SwiftLiteral.stringContents(text) : text
        }

        mutating func addTextWithAnswers(_ field: String, _ text: String?, key: @autoclosure () -> String) {
            addText(field, text.map(AnswerPlaceholder.catalogFormat(of:)), key: key())
        }
    }
}
