import OnboardingDiagnostics

extension FlowDiagram {
    /// `text` for a label of a diagram's source, which people read in a terminal or a diff as much
    /// as a renderer draws it: each scalar as `escape` writes it (`nil` keeps it), a line break
    /// (`\n`, `\r\n`, `\r`, U+2028…) as `lineBreak`, any other control character as a space, and
    /// every other invisible character (see `InvisibleCharacters`), such as a bidirectional override
    /// or a zero-width space, as the numeric `entity` of its code point, which the diagram draws as
    /// the character itself.
    static func labelText(
        _ text: String, lineBreak: String, entity: (UInt32) -> String, escape: (Unicode.Scalar) -> String?
    ) -> String {
        var output = ""
        var afterCarriageReturn = false
        var text = text
        text.withUTF8 { bytes in
            InvisibleCharacters.scan(
                bytes,
                visible: { run in
                    afterCarriageReturn = false
                    for scalar in String(decoding: run, as: UTF8.self).unicodeScalars {
                        if let escaped = escape(scalar) { output += escaped } else { output.unicodeScalars.append(scalar) }
                    }
                },
                invisible: { scalar in
                    defer { afterCarriageReturn = scalar == "\r" }
                    if Character(scalar).isNewline {
                        if !(afterCarriageReturn && scalar == "\n") { output += lineBreak }
                    } else if scalar.properties.generalCategory == .control {
                        output += " "
                    } else {
                        output += entity(scalar.value)
                    }
                })
        }
        return output
    }
}
