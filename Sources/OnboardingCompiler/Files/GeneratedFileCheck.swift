#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import OnboardingDiagnostics

/// `onboardc build --check`, for teams that commit generated code: compares what build would write
/// with the files on disk, writing nothing, and names each file that is missing or differs with the
/// first line that differs.
enum GeneratedFileCheck {
    /// How a file on disk differs from what build would write.
    enum Difference: Equatable {
        case missing
        /// A link or a FIFO is at the path, which build would replace.
        case notARegularFile(problem: String)
        /// What is at the path cannot be compared: a directory or a device, which build cannot
        /// replace either, or a file it may not read. A file error, not a difference.
        case unreadable(problem: String)

        var isUnreadable: Bool {
            if case .unreadable = self { true } else { false }
        }
        /// The first line that differs; `nil` stands for the end of the file.
        case line(Int, expected: String?, found: String?)

        /// The line that reports the difference of the file at `path`.
        func message(for path: String) -> String {
            switch self {
            case .missing:
                return "\(path): generated file is missing"
            case .notARegularFile(let problem):
                return "\(path): generated file differs from what build would write: \(problem)"
            case .unreadable(let problem):
                return "error: cannot read '\(path)': \(problem)"
            case .line(let line, let expected, let found):
                // Both sides from a little before their first difference, which a long line would
                // otherwise cut off from the message; the column is that of the difference.
                let common = Self.commonPrefix(expected ?? "", found ?? "")
                let skipped = common.scalars > Self.shownFromTheStart ? common.scalars - Self.contextBefore : 0
                func shown(_ text: String?) -> String {
                    guard let text else { return "the end of the file" }
                    guard !text.isEmpty else { return "an empty line" }
                    guard skipped > 0 else { return text.quotedForDiagnostic }
                    return "'…" + String(text.unicodeScalars.dropFirst(skipped)).quotedForDiagnostic.dropFirst()
                }
                let column = expected != nil && found != nil ? ":\(common.utf8 + 1)" : ""
                return "\(path):\(line)\(column): generated file differs from what build would write: expected \(shown(expected)), found \(shown(found))"
            }
        }

        /// How many Unicode scalars of the text both sides share before their difference are shown
        /// when the difference is further into the line than `shownFromTheStart`, past which a
        /// quoted line is cut.
        private static let contextBefore = 20
        private static let shownFromTheStart = 40

        /// The length of the longest common prefix of `a` and `b`, in Unicode scalars and in UTF-8 bytes.
        private static func commonPrefix(_ a: String, _ b: String) -> (scalars: Int, utf8: Int) {
            var scalars = 0
            var utf8 = 0
            for (left, right) in zip(a.unicodeScalars, b.unicodeScalars) {
                guard left == right else { break }
                scalars += 1
                utf8 += left.utf8.count
            }
            return (scalars, utf8)
        }
    }

    /// Prints the difference of each stream of a `--check` build that found one; 1 when there is any.
    /// A file that cannot be read is a file error, 2, whatever else differs.
    static func report(_ streams: [(stream: AtomicFile.Stream, path: String)], context: ToolContext) -> ExitStatus {
        var differences = streams.compactMap { stream, path in stream.difference.map { (difference: $0, path: path) } }
        let unreadable = differences.filter(\.difference.isUnreadable)
        for (difference, path) in unreadable { context.printError("\(difference.message(for: path))\n") }
        differences.removeAll(where: \.difference.isUnreadable)
        guard !differences.isEmpty else { return unreadable.isEmpty ? .success : .usageError }
        for (difference, path) in differences { context.printError("\(difference.message(for: path))\n") }
        let missing = differences.count { $0.difference == .missing }
        let differing = differences.count - missing
        let differ = differing == 1 ? "1 generated file differs from what build would write" : "\(differing) generated files differ from what build would write"
        let subject =
            switch (differing, missing) {
            case (_, 0): differ
            case (0, 1): "1 generated file is missing"
            case (0, _): "\(missing) generated files are missing"
            default: differ + " and \(missing) " + (missing == 1 ? "is missing" : "are missing")
            }
        context.printError("\(subject); run the build without --check to update\n")
        return unreadable.isEmpty ? .failure : .usageError
    }

    /// Compares generated bytes, block by block as they are rendered, with the file at a path, and
    /// finds the first line where they differ.
    final class Comparison {
        /// The most bytes of a line kept to show; messages show fewer.
        private static let shownLineLimit = 1_024

        /// A line of one side, as far as it is known, and whether a line break ends it.
        private struct Line {
            var bytes: [UInt8]
            var isEnded: Bool
        }

        private var file: FileDescriptor?
        /// The difference, once it is known.
        private(set) var difference: Difference?
        /// The bytes compared and equal so far.
        private var offset = 0
        /// The line `offset` is on, and where it starts.
        private var line = 1
        private var lineStart = 0
        /// Once a difference is found, the two sides of its line; the expected one grows until its end comes.
        private var expectedLine: Line?
        private var foundLine: Line?
        private var buffer: [UInt8] = []

        /// A comparison with the file at `path`, an absolute path.
        init(path: String) {
            switch FileType(at: path, relativeTo: "/", followingLinks: false) {
            case nil: difference = .missing
            case .regular?:
                do throws(SystemError) {
                    file = try FileDescriptor.openRegularFile(path, O_RDONLY | O_NOFOLLOW)?.0
                    if file == nil { difference = .notARegularFile(problem: "it is not a regular file") }
                } catch {
                    difference = .unreadable(problem: error.reason(at: path, relativeTo: "/"))
                }
            case let type? where type.canBeReplacedByOutput && type != .directory:
                difference = .notARegularFile(problem: type.problem ?? "")
            case let type?:
                difference = .unreadable(problem: type.problem ?? "")
            }
        }

        deinit {
            file?.close()
        }

        /// Compares the next bytes of the generated file.
        func compare(_ bytes: UnsafeRawBufferPointer) {
            if expectedLine != nil {
                continueExpectedLine(bytes[...])
                return
            }
            guard difference == nil, let file else { return }
            if buffer.count < bytes.count { buffer = [UInt8](repeating: 0, count: bytes.count) }
            let read = buffer.withUnsafeMutableBytes { try? file.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[..<bytes.count])) } ?? 0
            let equalCount = zip(bytes, buffer[..<read]).prefix { $0 == $1 }.count
            advance(over: bytes[..<equalCount])
            if equalCount < bytes.count {
                foundLine = lineOnDisk(from: lineStart, to: nil)
                expectedLine = lineOnDisk(from: lineStart, to: offset) ?? Line(bytes: [], isEnded: false)
                continueExpectedLine(bytes[equalCount...])
            }
        }

        /// Ends the generated file; returns whether the file on disk differs.
        func finish() -> Bool {
            if expectedLine != nil {
                finishDifference()
            } else if difference == nil, let file, let more = try? file.read(count: 1, at: offset), !more.isEmpty {
                // The file goes on where the generated text ends.
                foundLine = lineOnDisk(from: lineStart, to: nil)
                expectedLine = offset > lineStart ? lineOnDisk(from: lineStart, to: offset) : nil
                finishDifference()
            }
            file?.close()
            file = nil
            return difference != nil
        }

        private func advance(over bytes: Slice<UnsafeRawBufferPointer>) {
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + (index - bytes.startIndex) + 1
            }
            offset += bytes.count
        }

        private func continueExpectedLine(_ bytes: Slice<UnsafeRawBufferPointer>) {
            let end = bytes.firstIndex(of: UInt8(ascii: "\n"))
            expectedLine?.bytes.append(contentsOf: bytes[..<(end ?? bytes.endIndex)].prefix(Self.shownLineLimit))
            expectedLine?.isEnded = end != nil
            if end != nil || (expectedLine?.bytes.count ?? 0) >= Self.shownLineLimit {
                finishDifference()
            }
        }

        /// Records the difference of the two lines. Where they read the same, the difference is the
        /// line break one of them ends with, which is then shown.
        private func finishDifference() {
            let sameText = expectedLine?.bytes == foundLine?.bytes
            func text(_ line: Line?) -> String? {
                guard let line else { return nil }
                return String(decoding: line.bytes.prefix(Self.shownLineLimit), as: UTF8.self) + (sameText && line.isEnded ? "\n" : "")
            }
            difference = .line(line, expected: text(expectedLine), found: text(foundLine))
            expectedLine = nil
        }

        /// The line on disk from `start` to its line break, or to `end`; `nil` at the end of the file.
        private func lineOnDisk(from start: Int, to end: Int?) -> Line? {
            guard let file, let bytes = try? file.read(count: min(end.map { $0 - start } ?? .max, Self.shownLineLimit), at: start)
            else { return nil }
            if end == nil, bytes.isEmpty { return nil }
            let text = bytes.prefix { $0 != UInt8(ascii: "\n") }
            return Line(bytes: Array(text), isEnded: text.count < bytes.count)
        }
    }
}
