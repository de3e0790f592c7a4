import Foundation

/// Writes output files whole: to a temporary file beside the destination, renamed into place, and
/// only when the bytes change, so an interrupted run never leaves half a file and a no-op run
/// leaves modification times alone.
enum OutputFile {
    /// Writes `bytes` to `path` (relative to `directory`); returns whether the file changed.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String, relativeTo directory: String) throws -> Bool {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL
        if let existing = try? Data(contentsOf: url), existing.elementsEqual(bytes) {
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
            try Data(bytes).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return true
    }
}
