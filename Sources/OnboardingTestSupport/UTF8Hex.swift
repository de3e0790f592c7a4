/// The UTF-8 bytes of `string` in hexadecimal, two digits a byte: the exact form in which tests
/// compare texts that generated code prints back.
package func utf8Hex(_ string: String) -> String {
    string.utf8.map { byte in
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }.joined()
}

/// Swift source of a function with the same output as `utf8Hex`, for programs under test.
package let utf8HexSource = """
    func utf8Hex(_ string: String) -> String {
        let digits = Array("0123456789abcdef")
        var result = ""
        for byte in string.utf8 {
            result.append(digits[Int(byte >> 4)])
            result.append(digits[Int(byte & 0xF)])
        }
        return result
    }

    """
