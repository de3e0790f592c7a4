#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An open file, read and written with the system calls themselves so that every failure has its
/// `errno`, and what the system interrupts is retried.
struct FileDescriptor {
    let rawValue: Int32

    /// Opens `path`; `O_CLOEXEC` is always added.
    static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o666) throws(SystemError) -> FileDescriptor {
        while true {
            let descriptor = systemOpen(path, flags | O_CLOEXEC, mode)
            if descriptor >= 0 { return FileDescriptor(rawValue: descriptor) }
            if errno != EINTR { throw .current }
        }
    }

    /// Opens `path` for reading only when it is a regular file, never waiting: a FIFO or a device
    /// is refused at once, however it got there between a check and the open.
    static func openRegularFile(_ path: String, _ flags: Int32 = O_RDONLY) throws(SystemError) -> (FileDescriptor, stat)? {
        let file = try open(path, flags | O_NONBLOCK)
        let status = try file.status()
        guard FileType(status) == .regular else {
            file.close()
            return nil
        }
        return (file, status)
    }

    func status() throws(SystemError) -> stat {
        var status = stat()
        guard fstat(rawValue, &status) == 0 else { throw .current }
        return status
    }

    /// Writes all of `bytes`, waiting when a non-blocking descriptor is full.
    func write(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        guard var next = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let result = systemWrite(rawValue, next, remaining)
            if result >= 0 {
                next += result
                remaining -= result
            } else if errno == EAGAIN {
                var request = pollfd(fd: rawValue, events: Int16(POLLOUT), revents: 0)
                _ = poll(&request, 1, -1)
            } else if errno != EINTR {
                throw .current
            }
        }
    }

    /// Writes all of `bytes` from `offset`, without moving the file's position.
    func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(SystemError) {
        guard let base = bytes.baseAddress else { return }
        var written = 0
        while written < bytes.count {
            let result = pwrite(rawValue, base + written, bytes.count - written, off_t(offset + written))
            if result >= 0 {
                written += result
            } else if errno != EINTR {
                throw .current
            }
        }
    }

    /// Cuts the file to `length` bytes, or extends it with zeros.
    func truncate(to length: Int) throws(SystemError) {
        while ftruncate(rawValue, off_t(length)) != 0 {
            if errno != EINTR { throw .current }
        }
    }

    /// Writes all of `bytes`.
    func write(_ bytes: [UInt8]) throws(SystemError) {
        try bytes.withUnsafeBytes { buffer in Result { () throws(SystemError) in try write(buffer) } }.get()
    }

    /// Reads into `buffer` until it is full or the file ends; returns how many bytes were read.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
        try fill(buffer) { next, count, _ in systemRead(rawValue, next, count) }
    }

    /// Reads `count` bytes from `offset`, or fewer where the file ends, without moving the file's position.
    func read(count: Int, at offset: Int) throws(SystemError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let read = try bytes.withUnsafeMutableBytes { buffer in
            Result { () throws(SystemError) in try fill(buffer) { next, count, filled in pread(rawValue, next, count, off_t(offset + filled)) } }
        }.get()
        bytes.removeLast(count - read)
        return bytes
    }

    /// Fills `buffer` with `call(next, count, filled)`, a read of at most `count` bytes to `next`
    /// after `filled` bytes, until the buffer is full or the file ends; returns the bytes read.
    private func fill(_ buffer: UnsafeMutableRawBufferPointer, _ call: (UnsafeMutableRawPointer, Int, Int) -> Int) throws(SystemError) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var filled = 0
        while filled < buffer.count {
            let result = call(base + filled, buffer.count - filled, filled)
            if result > 0 {
                filled += result
            } else if result == 0 {
                break
            } else if errno != EINTR {
                throw .current
            }
        }
        return filled
    }

    /// Reads the rest of the file, at most `limit` bytes; `nil` when it holds more. `expectedSize`
    /// sizes the buffer of the first read.
    func readToEnd(expectedSize: Int, limit: Int) throws(SystemError) -> [UInt8]? {
        // One byte past the limit tells a file that is too large from one that fits exactly.
        let wanted = limit == .max ? limit : limit + 1
        var bytes: [UInt8] = []
        var chunk = min(max(expectedSize, 0), limit, .max - 1) + 1
        while bytes.count < wanted {
            let start = bytes.count
            chunk = min(chunk, wanted - start)
            bytes.append(contentsOf: repeatElement(0, count: chunk))
            let read = try bytes.withUnsafeMutableBytes { buffer in
                Result { () throws(SystemError) in try self.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[start...])) }
            }.get()
            bytes.removeLast(chunk - read)
            if read < chunk { break }
            chunk = 1 << 20
        }
        return bytes.count > limit ? nil : bytes
    }

    /// Flushes what was written to the disk.
    func synchronize() throws(SystemError) {
        while fsync(rawValue) != 0 {
            if errno != EINTR { throw .current }
        }
    }

    func close() {
        _ = systemClose(rawValue)
    }
}
