extension FlowDiagram {
    /// The diagram as a Graphviz DOT digraph, top to bottom, for `dot -Tsvg`.
    ///
    /// Every label is a quoted string with `"` and `\` escaped (so `\N` and friends stay text),
    /// `&` written `&amp;` (Graphviz reads entities in labels), a line break in a title as `\n`, and
    /// another invisible character as its numeric entity (`&#8238;`), see `labelText`.
    public func dot() -> String {
        var lines = ["digraph \(Self.dotString(name)) {"]
        for dropped in droppedSlides {
            lines.append("    // " + Self.commentText(dropped))
        }
        lines.append("    node [shape=box, style=rounded];")
        for node in nodes {
            var attributes = ["label=" + Self.dotString(node.lines.joined(separator: "\n"))]
            switch node.kind {
            case .start: attributes.append("shape=circle")
            case .slide: break
            case .choice: attributes.append("shape=diamond")
            case .paywall: attributes.append("shape=hexagon")
            case .login: attributes.append("shape=parallelogram")
            case .end: attributes.append("shape=doublecircle")
            }
            if node.isUnreachable { attributes.append("style=\"rounded,dashed\"") }
            lines.append("    \(node.id) [\(attributes.joined(separator: ", "))];")
        }
        for edge in edges {
            let attributes = [edge.label.map { "label=\(Self.dotString($0))" }, edge.passesOver ? "style=dashed" : nil].compactMap { $0 }
            let label = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("    \(edge.from) -> \(edge.to)\(label);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a DOT quoted string.
    static func dotString(_ text: String) -> String {
        let escaped = labelText(text, lineBreak: "\\n", entity: { "&#\($0);" }) { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "&": "&amp;"
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }
}
