#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The C library's calls under names of their own, for the types whose methods share theirs
// (`FileDescriptor.open`, `write`, `read`, `close`; `OutputFile.SystemCalls.rename`).

func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }

func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, bytes, count) }

func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(descriptor, buffer, count) }

func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }

func systemRename(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
