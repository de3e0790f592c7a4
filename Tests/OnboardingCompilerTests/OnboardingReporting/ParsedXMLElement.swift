import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An element of an XML report parsed back with `XMLParser`, for checking structure.
final class ParsedXMLElement {
    let name: String
    let attributes: [String: String]
    var children: [ParsedXMLElement] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The children named `name`.
    func children(named name: String) -> [ParsedXMLElement] { children.filter { $0.name == name } }

    /// Parses `text` with `XMLParser`, failing with the parser's error when it is not well-formed.
    static func parse(_ text: String) throws -> ParsedXMLElement {
        let reader = Reader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        guard parser.parse(), let root = reader.root else {
            throw parser.parserError ?? CocoaError(.coderReadCorrupt)
        }
        return root
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var root: ParsedXMLElement?
        private var stack: [ParsedXMLElement] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let element = ParsedXMLElement(name: elementName, attributes: attributes)
            stack.last?.children.append(element)
            if root == nil { root = element }
            stack.append(element)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
