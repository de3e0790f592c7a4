extension String {
    /// Calls `body` with the string's UTF-8 code units.
    ///
    /// Unlike `withUTF8`, it needs no mutable copy of a native string, which costs a retain and a
    /// release on every call; only a string stored elsewhere (bridged) is copied first. Inlinable,
    /// so that callers in other modules get it specialized rather than a generic call.
    @inlinable
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
