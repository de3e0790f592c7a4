extension FlowDiagram {
    /// The diagram as a Mermaid flowchart, top to bottom.
    ///
    /// Every label is a quoted string in which the characters Mermaid would read as markup are
    /// entity codes: `#quot;` for a quote, `#35;` for `#` (which starts an entity code), `#lt;`,
    /// `#gt;` and `#amp;` for HTML, `#96;` for a backtick (which starts a Markdown string),
    /// `#124;` and `#59;` for `|` and `;`. A line break in a title becomes `<br/>`, and another
    /// invisible character its numeric entity code (`#8238;`), see `labelText`.
    public func mermaid() -> String {
        var lines = ["flowchart TD"]
        for dropped in droppedSlides {
            lines.append("    %% " + Self.commentText(dropped))
        }
        for node in nodes {
            let (open, close) = Self.mermaidBrackets(node.kind)
            lines.append("    \(node.id)\(open)\"\(node.lines.map(Self.mermaidText).joined(separator: "<br/>"))\"\(close)")
        }
        for edge in edges {
            let label = edge.label.map { "|\"\(Self.mermaidText($0))\"|" } ?? ""
            lines.append("    \(edge.from) \(edge.passesOver ? "-.->" : "-->")\(label) \(edge.to)")
        }
        let unreachable = nodes.filter(\.isUnreachable).map(\.id)
        if !unreachable.isEmpty {
            lines.append("    classDef unreachable stroke-dasharray: 5 5")
            lines.append("    class \(unreachable.joined(separator: ",")) unreachable")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func mermaidBrackets(_ kind: NodeKind) -> (String, String) {
        switch kind {
        case .start: ("((", "))")
        case .slide: ("[", "]")
        case .choice: ("{", "}")
        case .paywall: ("{{", "}}")
        case .login: ("[/", "/]")
        case .end: ("(((", ")))")
        }
    }

    /// `text` for a quoted Mermaid label.
    static func mermaidText(_ text: String) -> String {
        labelText(text, lineBreak: "<br/>", entity: { "#\($0);" }) { scalar in
            switch scalar {
            case "\"": "#quot;"
            case "#": "#35;"
            case "&": "#amp;"
            case "<": "#lt;"
            case ">": "#gt;"
            case "`": "#96;"
            case "|": "#124;"
            case ";": "#59;"
            default: nil
            }
        }
    }

    /// `text` for a comment that runs to the end of the line: no line breaks or control characters.
    static func commentText(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    switch scalar {
                    case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}": " "
                    default: scalar
                    }
                }))
    }
}
