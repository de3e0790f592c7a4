extension String {
    /// The text followed by spaces up to `width` characters, for the columns of help and tables.
    func padded(toWidth width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, width - count))
    }
}
