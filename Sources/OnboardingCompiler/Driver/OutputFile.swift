import Foundation

/// Writes output files whole: to a temporary file beside the destination, renamed into place, and
/// only when the bytes change, so an interrupted run never leaves half a file and a no-op run
/// leaves modification times alone.
enum OutputFile {
    /// Writes `bytes` to `path` (relative to `directory`); returns whether the file changed.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String, relativeTo directory: String) throws -> Bool {
        try bytes.withUnsafeBytes { try write(contentsOf: $0, to: path, relativeTo: directory) }
    }

    /// Writes the UTF-8 encoding of `text` to `path` (relative to `directory`); returns whether the file changed.
    @discardableResult
    static func write(_ text: String, to path: String, relativeTo directory: String) throws -> Bool {
        var text = text
        // The text's own storage, not a copy: generated files can be larger than the spec.
        return try text.withUTF8 { try write(contentsOf: UnsafeRawBufferPointer($0), to: path, relativeTo: directory) }
    }

    private static func write(contentsOf bytes: UnsafeRawBufferPointer, to path: String, relativeTo directory: String) throws -> Bool {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL
        if hasContents(bytes, at: url) {
            var isSymbolicLink = false
            if let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) {
                isSymbolicLink = attributes[.type] as? FileAttributeType == .typeSymbolicLink
            }
            if !isSymbolicLink { return false }
        }
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            // No copy of the bytes, which live as long as this call.
            let data = bytes.baseAddress.map { Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: bytes.count, deallocator: .none) } ?? Data()
            try data.write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return true
    }

    /// Whether the file at `url` holds exactly `bytes`, read a block at a time rather than whole.
    private static func hasContents(_ bytes: UnsafeRawBufferPointer, at url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd(), size == UInt64(bytes.count), (try? handle.seek(toOffset: 0)) != nil else {
            return false
        }
        let blockSize = 1 << 20
        var offset = 0
        while offset < bytes.count {
            guard let block = try? handle.read(upToCount: min(blockSize, bytes.count - offset)), !block.isEmpty else { return false }
            let matches = block.withUnsafeBytes { block in
                block.elementsEqual(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + block.count]))
            }
            guard matches else { return false }
            offset += block.count
        }
        return (try? handle.read(upToCount: 1))?.isEmpty ?? true
    }
}
