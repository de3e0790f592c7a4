/// Parsed templates written as text, so that the built-in templates are embedded already parsed:
/// every `onboardc build` used to lex and parse the 76 KB of `Templates/` first, which was a fifth
/// of a cold start (1.8 ms of 9 ms linked statically).
///
/// The encoding is read back against the template's own source, which is embedded beside it:
/// paths and partial names are written as byte ranges of the source and read back through the
/// lexer's own `TemplateLexer.path`; text as the range of the same bytes in the source, or as its
/// bytes where the source has no such run (an escaped `\{{` loses its backslash). Node lists run
/// until `.`; numbers are decimal, each followed by `,`, `;` or `:`. The encoding opens with a
/// hash of the source it was made from, and is read only against that source: one left from
/// other templates (a merge that took new template files and old encodings) is parsed instead.
///
/// ```
/// encoding := "h" hash ";" node*                                  hash: FNV-1a of the source, decimal
/// node    := "r" start "," end ";"                                text, as bytes of the source
///          | "t" count ":" bytes                                  text
///          | "v" path                                             variable
///          | "s" ("e" | "i" | "u") path start "," end ";" node* "." node* "."
///                                                                 section: kind, path, tag, body, else
///          | "p" start "," end ";" ("c" path | "n") ("i" count ":" bytes | "n") count ":" bytes
///                                                                 partial: name, context, indentation, line break
/// path    := start "," end ";"
/// ```
enum TemplateNodeCoding {
    /// The encoding of `nodes`, parsed from `source`.
    static func encode(_ nodes: [TemplateNode], source: [UInt8]) -> String {
        var encoded = Array("h\(hash(of: source));".utf8)
        var searchStart = 0
        encode(nodes, source: source, searchStart: &searchStart, into: &encoded)
        return String(decoding: encoded, as: UTF8.self)
    }

    /// The nodes `encoded` holds for the template `source`; `nil` if it is not such an encoding.
    static func decode(_ encoded: String, source: [UInt8]) -> [TemplateNode]? {
        var trees = NodeTrees()
        return decode(encoded, source: source, into: &trees) ? trees.nodes : nil
    }

    /// The program of the nodes `encoded` holds for the template `source`, built without making the
    /// node trees (making and destroying them was half of loading the built-in templates; callgrind,
    /// a cold build); `nil` if it is not such an encoding.
    static func decodeProgram(_ encoded: String, source: [UInt8]) -> TemplateProgram.Builder? {
        var builder = TemplateProgram.Builder()
        return decode(encoded, source: source, into: &builder) ? builder : nil
    }

    /// Writes the nodes `encoded` holds for the template `source` to `sink`; `false` if it is not
    /// such an encoding, when `sink` may hold part of them.
    private static func decode(_ encoded: String, source: [UInt8], into sink: inout some TemplateNodeSink) -> Bool {
        var encoded = encoded
        return encoded.withUTF8 { bytes in
            let header = Array("h\(hash(of: source));".utf8)
            guard bytes.starts(with: header) else { return false }
            var reader = Reader(bytes: bytes, source: source)
            reader.offset = header.count
            return reader.read(into: &sink) && reader.offset == bytes.count
        }
    }

    /// Node trees, built from what a reader writes in order.
    private struct NodeTrees: TemplateNodeSink {
        /// The nodes of the template, then of each section open, innermost last.
        private var levels: [[TemplateNode]] = [[]]
        /// The sections open, each with its body once its `{{else}}` branch begins.
        private var sections: [(kind: TemplateSection.Kind, path: TemplatePath, tagRange: Range<Int>, body: [TemplateNode]?)] = []

        var nodes: [TemplateNode] { levels[0] }

        mutating func appendText(_ bytes: some Collection<UInt8>) { levels[levels.count - 1].append(.text(Array(bytes))) }

        mutating func appendVariable(_ path: TemplatePath) { levels[levels.count - 1].append(.variable(path)) }

        mutating func beginSection(_ kind: TemplateSection.Kind, path: TemplatePath, tagRange: Range<Int>) {
            sections.append((kind, path, tagRange, nil))
            levels.append([])
        }

        mutating func beginInverse() {
            sections[sections.count - 1].body = levels.removeLast()
            levels.append([])
        }

        mutating func endSection() {
            let section = sections.removeLast()
            let inverse = levels.removeLast()
            levels[levels.count - 1].append(
                .section(TemplateSection(kind: section.kind, path: section.path, tagRange: section.tagRange, body: section.body ?? [], inverse: inverse)))
        }

        mutating func appendPartial(_ partial: TemplatePartial) { levels[levels.count - 1].append(.partial(partial)) }
    }

    /// The 64-bit FNV-1a hash of `source`.
    private static func hash(of source: [UInt8]) -> UInt64 {
        source.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    /// Where `text` is in `source`: looked for from `searchStart` on, where the text of the nodes
    /// that follow one another mostly is, then from the start.
    private static func sourceRange(of text: [UInt8], in source: [UInt8], from searchStart: Int) -> Range<Int>? {
        guard !text.isEmpty, text.count <= source.count else { return nil }
        func firstMatch(among starts: Range<Int>) -> Range<Int>? {
            starts.first { source[$0..<$0 + text.count].elementsEqual(text) }.map { $0..<$0 + text.count }
        }
        let lastStart = source.count - text.count
        let searchStart = min(searchStart, lastStart + 1)
        return firstMatch(among: searchStart..<lastStart + 1) ?? firstMatch(among: 0..<searchStart)
    }

    private static func encode(_ nodes: [TemplateNode], source: [UInt8], searchStart: inout Int, into encoded: inout [UInt8]) {
        func number(_ value: Int, _ terminator: Character) {
            encoded += Array("\(value)\(terminator)".utf8)
        }
        func bytes(_ value: [UInt8]) {
            number(value.count, ":")
            encoded += value
        }
        func range(_ value: Range<Int>) {
            number(value.lowerBound, ",")
            number(value.upperBound, ";")
        }
        for node in nodes {
            switch node {
            case .text(let text):
                if let found = sourceRange(of: text, in: source, from: searchStart) {
                    encoded.append(UInt8(ascii: "r"))
                    range(found)
                    searchStart = found.upperBound
                } else {
                    encoded.append(UInt8(ascii: "t"))
                    bytes(text)
                }
            case .variable(let path):
                encoded.append(UInt8(ascii: "v"))
                range(path.range)
            case .section(let section):
                encoded += Array("s\(section.kind.rawValue.prefix(1))".utf8)
                range(section.path.range)
                range(section.tagRange)
                encode(section.body, source: source, searchStart: &searchStart, into: &encoded)
                encoded.append(UInt8(ascii: "."))
                encode(section.inverse, source: source, searchStart: &searchStart, into: &encoded)
                encoded.append(UInt8(ascii: "."))
            case .partial(let partial):
                encoded.append(UInt8(ascii: "p"))
                range(partial.nameRange)
                if let context = partial.context {
                    encoded.append(UInt8(ascii: "c"))
                    range(context.range)
                } else {
                    encoded.append(UInt8(ascii: "n"))
                }
                if let indentation = partial.indentation {
                    encoded.append(UInt8(ascii: "i"))
                    bytes(indentation)
                } else {
                    encoded.append(UInt8(ascii: "n"))
                }
                bytes(partial.lineBreak)
            }
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let source: [UInt8]
        var offset = 0

        init(bytes: UnsafeBufferPointer<UInt8>, source: [UInt8]) {
            self.bytes = bytes
            self.source = source
        }

        /// Writes the nodes up to the end of the encoding, or for `isNested` up to a `.`, which is
        /// read, to `sink`; `false` if the encoding is broken.
        mutating func read(into sink: inout some TemplateNodeSink, isNested: Bool = false) -> Bool {
            while offset < bytes.count {
                let tag = bytes[offset]
                offset += 1
                switch tag {
                case UInt8(ascii: ".") where isNested:
                    return true
                case UInt8(ascii: "r"):
                    guard let range = range() else { return false }
                    sink.appendText(source[range])
                case UInt8(ascii: "t"):
                    guard let text = self.text() else { return false }
                    sink.appendText(text)
                case UInt8(ascii: "v"):
                    guard let path = path() else { return false }
                    sink.appendVariable(path)
                case UInt8(ascii: "s"):
                    guard offset < bytes.count,
                        let kind = TemplateSection.Kind.allCases.first(where: { $0.rawValue.utf8.first == bytes[offset] })
                    else { return false }
                    offset += 1
                    guard let path = path(), let tagRange = range() else { return false }
                    sink.beginSection(kind, path: path, tagRange: tagRange)
                    guard read(into: &sink, isNested: true) else { return false }
                    sink.beginInverse()
                    guard read(into: &sink, isNested: true) else { return false }
                    sink.endSection()
                case UInt8(ascii: "p"):
                    guard let nameRange = range(), let context = optional({ $0.path() }),
                        let indentation = optional({ $0.text() }), let lineBreak = text()
                    else { return false }
                    let name = String(decoding: source[nameRange], as: UTF8.self)
                    sink.appendPartial(TemplatePartial(name: name, nameRange: nameRange, context: context, indentation: indentation, lineBreak: lineBreak))
                default:
                    return false
                }
            }
            return !isNested
        }

        /// `n` for none, else a letter and what `read` reads; `nil` when that fails.
        private mutating func optional<Value>(_ read: (inout Reader) -> Value?) -> Value?? {
            guard offset < bytes.count else { return nil }
            offset += 1
            if bytes[offset - 1] == UInt8(ascii: "n") { return .some(nil) }
            return read(&self).map { .some($0) }
        }

        private mutating func number(_ terminator: UInt8) -> Int? {
            var value = 0
            var digits = 0
            while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
                value = value * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
                offset += 1
                digits += 1
            }
            guard digits > 0, offset < bytes.count, bytes[offset] == terminator else { return nil }
            offset += 1
            return value
        }

        private mutating func text() -> [UInt8]? {
            guard let count = number(UInt8(ascii: ":")), offset + count <= bytes.count else { return nil }
            defer { offset += count }
            return Array(bytes[offset..<offset + count])
        }

        private mutating func range() -> Range<Int>? {
            guard let start = number(UInt8(ascii: ",")), let end = number(UInt8(ascii: ";")), start <= end, end <= source.count else { return nil }
            return start..<end
        }

        /// The paths read so far, by their text: most are written many times (`access`, `case`),
        /// and lexing each again was half of reading the built-in templates (callgrind, a cold build).
        private var pathsByText: [String: TemplatePath] = [:]

        private mutating func path() -> TemplatePath? {
            guard let range = range() else { return nil }
            let text = String(decoding: source[range], as: UTF8.self)
            if var path = pathsByText[text] {
                path.range = range
                return path
            }
            let path = try? TemplateLexer.path((text, range))
            pathsByText[text] = path
            return path
        }
    }
}
