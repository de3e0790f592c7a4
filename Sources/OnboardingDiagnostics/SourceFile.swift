#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one input file and the map from byte offsets to line and column.
///
/// Lines and columns are 1-based. A column counts UTF-8 bytes from the start of the line, the way
/// Xcode and SwiftPM count them when they place a diagnostic; a tab counts as one column.
public struct SourceFile: Sendable {
    /// The path used to name the file in diagnostics, as the user gave it.
    public let path: String

    /// The raw bytes of the file.
    public let bytes: [UInt8]

    private let lineIndex = LineIndex()

    /// The byte offset at which each line starts; `lineStarts[0] == 0`.
    private var lineStarts: [Int] { lineIndex.lineStarts(of: bytes) }

    /// Creates a source file over `bytes`, named `path` in diagnostics.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a source file over the UTF-8 encoding of `text`.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The number of lines in the file; an empty file has one empty line.
    public var lineCount: Int { lineStarts.count }

    /// The line and column of `offset`, which is clamped to the file's bounds.
    public func position(at offset: Int) -> SourcePosition {
        position(at: offset, in: lineStarts, fromLine: 0)
    }

    /// The source range covering `offsets` in this file.
    ///
    /// The line table is fetched once, and the end is looked for from the start's line: a range
    /// mostly ends on the line it starts on. Every finding is placed here.
    public func range(_ offsets: Range<Int>) -> SourceRange {
        let lineStarts = lineStarts
        let start = position(at: offsets.lowerBound, in: lineStarts, fromLine: 0)
        return SourceRange(path: path, start: start, end: position(at: offsets.upperBound, in: lineStarts, fromLine: start.line - 1))
    }

    /// The position of `offset`, clamped to the file, on the 0-based line `firstLine` or after it.
    private func position(at offset: Int, in lineStarts: [Int], fromLine firstLine: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        var low = firstLine
        var high = lineStarts.count - 1
        // On the first line searched: no search.
        if low < high, lineStarts[low + 1] > offset { high = low }
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(offset: offset, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The text of the 1-based line `number`, without its line terminator, with invalid UTF-8 repaired.
    public func lineText(_ number: Int) -> String {
        let lineStarts = lineStarts
        guard number >= 1, number <= lineStarts.count else { return "" }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The line starts of a file, found when first asked for: a spec without a diagnostic never
    /// needs them, and finding them up front was 7 % of lexing and parsing a shipped spec (callgrind).
    /// Locked, as files are shared between threads; it is written once, under the lock.
    private final class LineIndex: @unchecked Sendable {
        private let lock = Lock()
        private var starts: [Int]?

        func lineStarts(of bytes: [UInt8]) -> [Int] {
            lock.withLock {
                if let starts { return starts }
                let found = SourceFile.lineStarts(of: bytes)
                starts = found
                return found
            }
        }
    }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        // Files without a carriage return, nearly all of them, are split with memchr, which reads
        // many bytes at a time; the loop below made linting a spec of 200 findings 13 % dearer (callgrind).
        let newlineStarts: [Int]? = bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress, memchr(base, Int32(UInt8(ascii: "\r")), buffer.count) == nil else { return nil }
            var starts = [0]
            starts.reserveCapacity(buffer.count / 32)
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                offset = base.distance(to: UnsafeRawPointer(found)) + 1
                starts.append(offset)
            }
            return starts
        }
        if let newlineStarts { return newlineStarts }
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                starts.append(index)
            } else if byte == UInt8(ascii: "\r") {
                if index < count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index)
            }
        }
        return starts
    }
}

/// A point in a source file: a byte offset with its 1-based line and column.
public struct SourcePosition: Hashable, Sendable, Comparable, Codable {
    public var offset: Int
    public var line: Int
    public var column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }
}

/// A span of a named source file, resolved to lines and columns.
public struct SourceRange: Hashable, Sendable, Codable {
    /// The path of the file, as the user named it.
    public var path: String
    public var start: SourcePosition
    public var end: SourcePosition

    public init(path: String, start: SourcePosition, end: SourcePosition) {
        self.path = path
        self.start = start
        self.end = end
    }
}
